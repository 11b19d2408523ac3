import type { APIRequestContext, Page } from '@playwright/test';
import { uniqueClientIp } from './client-ip.ts';

export const RUNNER_PASSWORD = 'Harbour-Tempo-48!';
let counter = 0;

/**
 * Registers a verified runner through the API (autoVerify works outside production) and signs in; the
 * session cookie lands in that request context (a page's own `page.request` shares it with the page).
 */
export async function signUpRunner(
  request: APIRequestContext,
  firstName = 'Maya',
  lastName = 'Runner',
): Promise<string> {
  counter += 1;
  const email = `e2e.${firstName.toLowerCase()}.${Date.now()}.${counter}.${Math.floor(Math.random() * 1e6)}@example.com`;
  const register = await request.post('/api/auth/register', {
    headers: { 'x-forwarded-for': uniqueClientIp() },
    data: {
      email,
      password: RUNNER_PASSWORD,
      firstName,
      lastName,
      sex: 'prefer-not-to-say',
      dateOfBirth: '1990-05-05',
      location: 'Bondi, NSW 2026',
      autoVerify: true,
    },
  });
  if (!register.ok()) throw new Error(`register failed: ${register.status()} ${await register.text()}`);
  const login = await request.post('/api/auth/login', { data: { email, password: RUNNER_PASSWORD } });
  if (!login.ok()) throw new Error(`login failed: ${login.status()} ${await login.text()}`);
  return email;
}

export async function signInAsNewRunner(page: Page, firstName = 'Maya'): Promise<{ email: string }> {
  return { email: await signUpRunner(page.request, firstName, 'Lee') };
}

/** The local calendar date `offsetDays` from today, as YYYY-MM-DD. */
export function isoDay(offsetDays: number): string {
  const d = new Date();
  d.setDate(d.getDate() + offsetDays);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}
