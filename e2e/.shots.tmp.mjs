import { chromium } from '@playwright/test';
const base = 'http://localhost:5310';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const which = process.argv[2] ?? 'anon';
async function shoot(width, height, name, fn) {
  const ctx = await browser.newContext({ viewport: { width, height } });
  const page = await ctx.newPage();
  page.on('console', (m) => { if (m.type() === 'error') console.log('console', name, m.text()); });
  page.on('pageerror', (e) => console.log('pageerror', name, e.message));
  await fn(page, ctx);
  await page.screenshot({ path: `/work/tmp/shots/${name}.png`, fullPage: false });
  await ctx.close();
}
async function signIn(page) {
  const email = `shell${Date.now()}${Math.random().toString(36).slice(2,6)}@example.com`;
  const r = await page.request.post(base + '/api/auth/register', { data: { email, password: 'Correct-Horse-42!', firstName: 'Maya', lastName: 'Lee', sex: 'female', dateOfBirth: '1990-01-01', location: 'Bondi, NSW 2026', autoVerify: true }, headers: { origin: base } });
  if (!r.ok()) console.log('register', r.status(), await r.text());
  const l = await page.request.post(base + '/api/auth/login', { data: { email, password: 'Correct-Horse-42!' }, headers: { origin: base } });
  if (!l.ok()) console.log('login', l.status(), await l.text());
}
if (which === 'anon') {
  await shoot(1280, 900, 'landing-desktop', async (p) => { await p.goto(base + '/'); await p.waitForTimeout(1500); });
  await shoot(375, 812, 'landing-phone', async (p) => { await p.goto(base + '/'); await p.waitForTimeout(1500); });
  await shoot(375, 812, 'menu-phone', async (p) => { await p.goto(base + '/'); await p.getByRole('button', { name: 'Open menu' }).click(); await p.waitForTimeout(800); });
  await shoot(1280, 900, 'footer-desktop', async (p) => { await p.goto(base + '/about'); await p.waitForTimeout(1500); await p.evaluate(() => window.scrollTo(0, 99999)); await p.waitForTimeout(300); });
} else {
  await shoot(1280, 900, 'home-desktop', async (p) => { p.on('response', r => { if (r.status() >= 400) console.log('resp', r.status(), r.url()); }); await signIn(p); await p.goto(base + '/'); await p.waitForTimeout(2000); p.on('response', r => { if (r.status() >= 400) console.log('resp', r.status(), r.url()); }); await p.waitForTimeout(500); });
  await shoot(375, 812, 'home-phone', async (p) => { await signIn(p); await p.goto(base + '/about'); await p.waitForTimeout(2000); await p.getByRole('button', { name: 'Show more actions' }).click(); await p.waitForTimeout(300); });
  await shoot(375, 812, 'menu-phone-signed', async (p) => { await signIn(p); await p.goto(base + '/about'); await p.waitForTimeout(1500); await p.getByRole('button', { name: 'Open menu' }).click(); await p.waitForTimeout(1000); });
}
await browser.close();
