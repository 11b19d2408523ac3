import { chromium } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../scripts/chromium.ts';

const BASE = 'http://localhost:5401';
const out = '/tmp/web1/shots';
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_FLAGS] });
for (const [name, width, height] of [['phone', 375, 812], ['desktop', 1280, 900]] as const) {
  const ctx = await browser.newContext({ viewport: { width, height }, extraHTTPHeaders: { origin: BASE } });
  const page = await ctx.newPage();
  await page.goto(`${BASE}/auth?mode=register&returnTo=%2Fcreate`);
  await page.getByLabel('Password', { exact: true }).fill('weakpass');
  await page.waitForTimeout(500);
  await page.screenshot({ path: `${out}/${name}-register.png`, fullPage: true });
  await page.goto(`${BASE}/about`);
  await page.waitForTimeout(800);
  await page.screenshot({ path: `${out}/${name}-about-signedout.png`, fullPage: false });
  // sign in a fresh runner through the API
  const email = `shot.${Date.now()}@example.com`;
  await page.request.post(`${BASE}/api/auth/register`, { headers: { 'x-forwarded-for': `10.9.${width % 250}.${Date.now() % 250}` }, data: { email, password: 'Harbour-Tempo-48!', firstName: 'Maya', lastName: 'Lee', sex: 'female', dateOfBirth: '1990-05-05', location: 'Bondi, NSW 2026', autoVerify: true } });
  await page.request.post(`${BASE}/api/auth/login`, { data: { email, password: 'Harbour-Tempo-48!' } });
  await page.goto(`${BASE}/auth?mode=check-email`);
  await page.evaluate(() => history.replaceState({ usr: { email: 'nina@example.com' }, key: 'x', idx: 0 }, ''));
  await page.goto(`${BASE}/events/3`);
  await page.waitForTimeout(1500);
  await page.mouse.wheel(0, 500);
  await page.waitForTimeout(500);
  await page.screenshot({ path: `${out}/${name}-event-signedin.png` });
  if (name === 'phone') {
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.waitForTimeout(600);
    await page.screenshot({ path: `${out}/${name}-menu.png` });
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Show more actions' }).click();
    await page.waitForTimeout(400);
    await page.screenshot({ path: `${out}/${name}-tabbar-expanded.png` });
  } else {
    await page.getByRole('button', { name: 'Find Events' }).click();
    await page.waitForTimeout(400);
    await page.screenshot({ path: `${out}/${name}-events-menu.png` });
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Run Clubs' }).click();
    await page.waitForTimeout(400);
    await page.screenshot({ path: `${out}/${name}-clubs-menu.png` });
    await page.keyboard.press('Escape');
  }
  await page.goto(`${BASE}/profile-setup?returnTo=%2Fcreate`);
  await page.waitForTimeout(1000);
  await page.screenshot({ path: `${out}/${name}-profile-setup.png` });
  await page.goto(`${BASE}/about`);
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.waitForTimeout(600);
  await page.screenshot({ path: `${out}/${name}-footer.png` });
  await ctx.close();
}
// check-email state, signed out
const ctx = await browser.newContext({ viewport: { width: 375, height: 812 } });
const page = await ctx.newPage();
await page.goto(`${BASE}/auth`);
await page.evaluate(() => {
  history.pushState({ usr: { email: 'nina.park@example.com' }, key: 'ce', idx: 1 }, '', '/auth?mode=check-email&returnTo=%2Fcreate');
});
await page.reload();
await page.waitForTimeout(1000);
await page.screenshot({ path: `${out}/phone-check-email.png` });
await page.setViewportSize({ width: 1280, height: 900 });
await page.screenshot({ path: `${out}/desktop-check-email.png` });
await browser.close();
