import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { HEADER_MENUS } from '../../apps/web/src/test/header-menus.ts';
import { RUNNER_PASSWORD, signInAsNewRunner, signUpRunner } from '../support/runner.ts';

const LOCALES = path.resolve(import.meta.dirname, '../../apps/web/src/locales');
const LANGUAGES = ['en', 'es', 'fr', 'de', 'it', 'pt', 'zh', 'ja'] as const;
const landingTitle = (lng: string) =>
  (JSON.parse(readFileSync(path.join(LOCALES, lng, 'landing.json'), 'utf8')) as { hero: { title: string } })
    .hero.title;
const PHONE = { width: 375, height: 812 };

test.describe('signed-out landing page', () => {
  test('each button goes where the spec says', async ({ page }) => {
    // One word per action: both sign-up buttons say Sign Up (not Get Started or Join Now).
    const cases: [RegExp | string, number, string][] = [
      [/^Sign Up$/, 0, '/auth?mode=register'],
      [/^Sign Up$/, 1, '/auth?mode=register'],
      [/^Sign In$/, 0, '/auth'],
      ['Watch the story', 0, '/demo'],
    ];
    for (const [name, index, target] of cases) {
      await page.goto('/');
      const link = page.getByRole('main').getByRole('link', { name }).nth(index);
      await expect(link).toHaveAttribute('href', target);
      await link.click();
      await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === target);
    }
  });

  test('shows the logged-out toast once and cleans the URL', async ({ page }) => {
    await page.goto('/?logged_out=true');
    await expect(page.getByText('Logged out successfully', { exact: true })).toBeVisible();
    await expect(page.getByText('You have been signed out of your account.', { exact: true })).toBeVisible();
    await expect(page).toHaveURL((url) => url.pathname === '/' && url.search === '');
  });

  // The landing page and the static pages (decision 0006): a visitor's first load without them.
  for (const visited of ['/', '/about', '/faqs', '/privacy-policy', '/terms-of-service']) {
    test(`${visited}: loads no router or query code and logs no console errors`, async ({ page }) => {
      const scripts: string[] = [];
      const errors: string[] = [];
      page.on('request', (r) => r.resourceType() === 'script' && scripts.push(r.url()));
      page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
      await page.goto(visited);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(scripts.filter((s) => /\/(router|query|main-app)-/.test(s))).toEqual([]);
      expect(errors).toEqual([]);
    });
  }
});

test.describe('desktop top bar', () => {
  test('signed out: News, About, FAQs, language, Sign In and Sign Up', async ({ page }) => {
    await page.goto('/about');
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    for (const name of ['News', 'About', 'FAQs']) await expect(nav.getByRole('link', { name })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'News' })).toHaveAttribute('href', '/news');
    // Signing in from a page comes back to it.
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('link', { name: 'Sign In' })).toHaveAttribute(
      'href',
      '/auth?returnTo=%2Fabout',
    );
    await expect(banner.getByRole('link', { name: 'Sign Up' })).toHaveAttribute(
      'href',
      '/auth?mode=register&returnTo=%2Fabout',
    );
    await expect(nav.getByRole('button', { name: 'Find Events' })).toHaveCount(0);
  });

  test('signed in: the three dropdowns with exactly their items, bell and avatar menu', async ({ page }) => {
    await signInAsNewRunner(page);
    await page.goto('/about');
    for (const [group, items] of Object.entries(HEADER_MENUS)) {
      await page.getByRole('button', { name: group }).click();
      const menu = page.getByRole('menu');
      await expect(menu.getByRole('menuitem')).toHaveText(items);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('button', { name: group })).toBeFocused();
    }
    await expect(page.getByRole('link', { name: 'Notifications' })).toHaveAttribute('href', '/notifications');
    await page.getByRole('button', { name: /Account menu for Maya Lee/ }).click();
    // A runner without a role sees no Admin entry.
    await expect(page.getByRole('menuitem')).toHaveText([
      'Profile',
      'Set Up Your Profile',
      'Notification Preferences',
      'Sign Out',
    ]);
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
    await expect(page.getByText('Logged out successfully', { exact: true })).toBeVisible();
    await expect(page).toHaveURL((url) => url.pathname === '/' && url.search === '');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();
  });

  test('keyboard: dropdowns open with Enter and items are reachable with arrows', async ({ page }) => {
    await signInAsNewRunner(page);
    await page.goto('/faqs');
    await page.getByRole('button', { name: 'Find Events' }).focus();
    await page.keyboard.press('Enter');
    // Arrow keys act on the open menu: wait until it is there (its first item takes focus).
    const items = page.getByRole('menu').getByRole('menuitem');
    await expect(items.first()).toBeFocused();
    // Each arrow press is checked before the next, so a slow render cannot swallow one.
    await page.keyboard.press('ArrowDown');
    await expect(items.nth(1)).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('menuitem', { name: /My Events/ })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/my-events$/);
  });
});

test.describe('phone', () => {
  test.use({ viewport: PHONE });

  test('signed out: the slide-in menu has links, languages and sign-in; focus returns on close', async ({
    page,
  }) => {
    await page.goto('/');
    const opener = page.getByRole('button', { name: 'Open menu' });
    await opener.click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu.getByRole('link', { name: 'FAQs' })).toBeVisible();
    await expect(menu.getByRole('button', { name: 'Deutsch' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Sign Up' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(opener).toBeFocused();
    await expect(page.getByRole('navigation', { name: 'Quick navigation' })).toHaveCount(0);
  });

  test('signed in: menu groups, profile card, Contact and logout', async ({ page }) => {
    await signInAsNewRunner(page);
    await page.goto('/about');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    for (const heading of ['Find Events', 'Run Clubs', 'Training Plans']) {
      await expect(menu.getByRole('heading', { name: heading })).toBeVisible();
    }
    await expect(menu.getByText('Maya Lee', { exact: true })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Set Up Your Profile' })).toHaveAttribute(
      'href',
      '/profile-setup',
    );
    await expect(menu.getByRole('link', { name: 'Profile', exact: true })).toHaveAttribute(
      'href',
      '/profile',
    );
    await expect(menu.getByRole('link', { name: 'Stride on Instagram' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Contact' })).toHaveAttribute('href', '/contact');
    await menu.getByRole('button', { name: 'Français' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await menu.getByRole('link', { name: 'FAQ', exact: true }).click();
    await expect(menu).toBeHidden();
    await expect(page).toHaveURL(/\/faqs$/);
  });

  test('bottom tab bar: double tap expands, the handle toggles, navigation collapses', async ({ page }) => {
    await signInAsNewRunner(page);
    await page.goto('/notifications');
    const bar = page.getByRole('navigation', { name: 'Quick navigation' });
    const tabs: [string, string][] = [
      ['Events', '/'],
      ['Alerts', '/notifications'],
      ['Clubs', '/find-runclub'],
      ['Training', '/training-plan-dashboard'],
      ['Profile', '/profile'],
    ];
    for (const [name, href] of tabs) {
      await expect(bar.getByRole('link', { name, exact: name === 'Events' })).toHaveAttribute('href', href);
    }
    const handle = bar.getByRole('button', { name: 'Show more actions' });
    await expect(handle).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('link', { name: 'Create Event' }).last()).toBeVisible(); // floating button

    // Two taps on the current tab within 300 ms.
    await bar.getByRole('link', { name: 'Alerts' }).dblclick();
    await expect(bar.getByRole('button', { name: 'Show fewer actions' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(bar.getByText('Create Club')).toBeVisible();
    await expect(page.locator('a[href="/create"].fixed')).toHaveCount(0);

    await bar.getByRole('link', { name: /My Events/ }).click();
    await expect(page).toHaveURL(/\/my-events$/);
    await expect(bar.getByRole('button', { name: 'Show more actions' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );

    // Two taps further apart than 300 ms do not expand it.
    await bar.getByRole('link', { name: 'Alerts' }).click();
    await page.waitForTimeout(450);
    await bar.getByRole('link', { name: 'Alerts' }).click();
    await expect(handle).toHaveAttribute('aria-expanded', 'false');

    await handle.click();
    await expect(bar.getByText('Create Event')).toBeVisible();
    await bar.getByRole('link', { name: 'Events', exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(bar.getByText('Create Event')).toBeHidden();
  });
});

test.describe('languages', () => {
  test("a signed-in runner's language follows them to every browser", async ({ browser }) => {
    const first = await browser.newContext();
    const second = await browser.newContext();
    try {
      const a = await first.newPage();
      const email = await signUpRunner(a.request, 'Lena', 'Vogel');
      const b = await second.newPage();
      const login = await b.request.post('/api/auth/login', { data: { email, password: RUNNER_PASSWORD } });
      expect(login.ok()).toBe(true);
      await a.goto('/about');
      await a.getByRole('combobox').first().selectOption('de');
      await expect(a.locator('html')).toHaveAttribute('lang', 'de');
      // The other browser never chose a language: it shows the account's.
      await expect
        .poll(async () => {
          await b.goto('/about');
          return b.locator('html').getAttribute('lang');
        })
        .toBe('de');
    } finally {
      await first.close();
      await second.close();
    }
  });

  for (const lng of LANGUAGES) {
    test(`switching to ${lng} translates the page and survives a reload`, async ({ page }) => {
      await page.goto('/');
      await page.getByRole('combobox').first().selectOption(lng);
      await expect(page.locator('html')).toHaveAttribute('lang', lng);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(landingTitle(lng));
      expect(await page.evaluate(() => localStorage.getItem('preferredLanguage'))).toBe(lng);
      await page.reload();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(landingTitle(lng));
      await expect(page.locator('html')).toHaveAttribute('lang', lng);
    });
  }

  test('a first visit follows the browser language', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'ja-JP' });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(landingTitle('ja'));
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
    await context.close();
  });

  test('an unsupported browser language falls back to English', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'ko-KR' });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(landingTitle('en'));
    await context.close();
  });
});

test.describe('footer, newsletter and social links', () => {
  test('the newsletter form really subscribes', async ({ page }) => {
    await page.goto('/faqs');
    const footer = page.getByRole('contentinfo');
    await footer.getByLabel('Stride newsletter').fill('not-an-address');
    await footer.getByRole('button', { name: 'Subscribe' }).click();
    await expect(footer.getByRole('alert')).toHaveText('Please enter a valid e-mail address');
    await footer.getByLabel('Stride newsletter').fill(`news.${Date.now()}@example.com`);
    await footer.getByRole('button', { name: 'Subscribe' }).click();
    // Double opt-in: the address is only e-mailed a confirmation link.
    await expect(footer.getByRole('status')).toContainText('Check your inbox');
  });

  test('the social links live in the footer, not in a floating tab', async ({ page }) => {
    await page.goto('/about');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('region', { name: 'Follow Stride' })).toBeVisible();
    await expect(footer.getByRole('link', { name: 'Stride on Instagram' })).toBeVisible();
    await expect(footer.getByText('#StrideRunning')).toBeVisible();
    await page.waitForTimeout(1200);
    await expect(page.getByRole('button', { name: 'Show Stride on social media' })).toHaveCount(0);
  });
});

test('dark mode follows the system and the toggle overrides it', async ({ browser }) => {
  const context = await browser.newContext({ colorScheme: 'dark' });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.locator('html')).toHaveClass(/dark/);
  const toggle = page.getByRole('switch', { name: 'Dark mode' });
  await expect(toggle).toHaveAttribute('aria-checked', 'true');
  await toggle.click();
  await expect(page.locator('html')).not.toHaveClass(/dark/);
  await page.reload();
  await expect(page.locator('html')).not.toHaveClass(/dark/);
  await context.close();
});

test('robots.txt and sitemap.xml are served', async ({ request }) => {
  expect(await (await request.get('/robots.txt')).text()).toContain('Sitemap:');
  const sitemap = await request.get('/sitemap.xml');
  expect(await sitemap.text()).toContain('/about</loc>');
  expect(await sitemap.text()).toContain('/events/');
});

test.describe('information pages', () => {
  test('FAQs: search filters the questions and answers open in place', async ({ page }) => {
    await page.goto('/faqs');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Frequently asked questions');
    await page.getByRole('searchbox', { name: 'Search the questions' }).fill('create a run club');
    await expect(page.getByRole('heading', { level: 2 })).toHaveText(['How do run clubs work?']);
    await page.getByText('How do run clubs work?').click();
    await expect(page.getByText(/Use Find a Run Club/)).toBeVisible();
    await page.getByRole('searchbox').fill('zzzz');
    await expect(page.getByText('No question matches your search.', { exact: false })).toBeVisible();
  });

  test('About tells the story and links to sign-up', async ({ page }) => {
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('About Stride');
    await expect(page.getByRole('main').getByRole('link', { name: 'Sign Up' })).toHaveAttribute(
      'href',
      '/auth?mode=register',
    );
    await expect(page).toHaveTitle('About Stride | Stride');
    // Its links are page loads into the full app, which knows the route.
    await page.getByRole('main').getByRole('link', { name: 'Read the FAQs' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Frequently asked questions');
  });

  test('Contact validates, then stores and sends the message', async ({ page }) => {
    await signInAsNewRunner(page);
    await page.goto('/contact');
    await expect(page.getByLabel('Your name')).toHaveValue('Maya Lee');
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByText('Please enter a subject')).toBeVisible();
    await expect(page.getByText('Please enter at least 10 characters')).toBeVisible();
    await expect(page.getByLabel('Subject')).toBeFocused();
    await page.getByLabel('Subject').fill('Listing our club');
    await page.getByLabel('Message').fill('We run every Thursday at 6 pm from Bondi Pavilion.');
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByRole('heading', { name: 'Message sent' })).toBeVisible();
  });
});
