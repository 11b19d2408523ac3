import type { Page } from '@playwright/test';
import { uniqueClientIp } from './client-ip.ts';

let counter = 0;

/** Registers a verified runner through the API (autoVerify works outside production) and signs in. */
export async function signInAsNewRunner(page: Page, firstName = 'Maya'): Promise<{ email: string }> {
  counter += 1;
  const email = `shell.${Date.now()}.${counter}@example.com`;
  const password = 'Harbour-Tempo-48!';
  const register = await page.request.post('/api/auth/register', {
    headers: { 'x-forwarded-for': uniqueClientIp() },
    data: {
      email,
      password,
      firstName,
      lastName: 'Lee',
      sex: 'female',
      dateOfBirth: '1990-01-01',
      location: 'Bondi, NSW 2026',
      autoVerify: true,
    },
  });
  if (!register.ok()) throw new Error(`register failed: ${register.status()} ${await register.text()}`);
  const login = await page.request.post('/api/auth/login', { data: { email, password } });
  if (!login.ok()) throw new Error(`login failed: ${login.status()} ${await login.text()}`);
  return { email };
}
