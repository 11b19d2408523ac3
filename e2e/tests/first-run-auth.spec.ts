import { AxeBuilder } from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { createEventViaApi } from '../support/events.ts';
import { RUNNER_PASSWORD, signInAsNewRunner, signUpRunner } from '../support/runner.ts';
import { latestMailTo } from '../support/smtp-sink.ts';

// Issue 16, first-run journeys: sign-in returns you where you were, registration ends clearly, a new
// runner sets up their profile, links go somewhere real, and a phone shows one floating control.

const PHONE = { width: 375, height: 812 };

/** A verified runner whose profile is set up, signed in only on `request` (not in the page). */
async function runnerWithProfile(request: APIRequestContext): Promise<string> {
  const email = await signUpRunner(request, 'Ruby', 'Walker');
  const profile = await request.patch('/api/profile', {
    data: {
      firstName: 'Ruby',
      lastName: 'Walker',
      location: 'Bondi, NSW 2026',
      dateOfBirth: '1990-05-05',
      sex: 'female',
      preferredDistances: ['5k'],
    },
  });
  expect(profile.status(), await profile.text()).toBe(200);
  return email;
}

async function signInOnPage(page: Page, email: string) {
  await page.getByRole('button', { name: 'Continue with email' }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(RUNNER_PASSWORD);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

test('sign-in from /create comes back to /create', async ({ page, request }) => {
  const email = await runnerWithProfile(request);
  await page.goto('/create');
  await expect(page).toHaveURL('/auth?returnTo=%2Fcreate');
  await expect(page).toHaveTitle('Sign In | Stride');
  await signInOnPage(page, email);
  await expect(page).toHaveURL(/\/create$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test("sign-in from an event page's sign-up prompt comes back to the event", async ({
  browser,
  page,
  request,
}) => {
  const email = await runnerWithProfile(request);
  const host = await browser.newContext();
  await signUpRunner(host.request, 'Hana', 'Host');
  const event = await createEventViaApi(host.request);
  await host.close();

  await page.goto(`/events/${event.id}`);
  await expect(page.getByText('Sign Up to Join This Event')).toBeVisible();
  const prompt = page.getByRole('main');
  await expect(prompt.getByRole('link', { name: 'Sign Up', exact: true })).toHaveAttribute(
    'href',
    `/auth?mode=register&returnTo=%2Fevents%2F${event.id}`,
  );
  await prompt.getByRole('link', { name: 'Sign In', exact: true }).click();
  await signInOnPage(page, email);
  await expect(page).toHaveURL(new RegExp(`/events/${event.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: event.title })).toBeVisible();
});

test('registration ends in check-your-e-mail with resend; the verification link signs in, leads to profile setup, then back', async ({
  page,
}) => {
  const email = `e2e.firstrun.${Date.now()}@example.com`;
  await page.goto('/create');
  await page.getByRole('link', { name: 'Sign Up' }).first().click();
  await expect(page).toHaveURL('/auth?mode=register&returnTo=%2Fcreate');
  await expect(page).toHaveTitle('Sign Up | Stride');
  await expect(page.getByRole('heading', { name: 'Sign up for Stride' })).toBeVisible();

  await page.getByLabel('First name').fill('Nina');
  await page.getByLabel('Last name').fill('Park');
  await page.getByLabel('Email').fill(email);
  const password = page.getByLabel('Password', { exact: true });
  await password.fill('weakpass');
  // The meter agrees with the rule: a password the rule refuses is never rated above weak, and the
  // meter adds no advice of its own while the rule's message is the one to follow.
  await expect(page.getByTestId('password-strength')).toContainText(/Terrible|Weak/);
  await expect(page.getByTestId('password-strength').getByText(/^(Add|Use|Avoid|Try)/)).toHaveCount(0);
  await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
  await expect(page.getByText('Please fix the following errors:')).toBeVisible();
  await expect(password).toBeFocused();
  await password.fill(RUNNER_PASSWORD);
  await expect(page.getByText(/Password must contain/)).toHaveCount(0);
  await expect(page.getByTestId('password-strength')).toContainText('Excellent');
  await page.getByLabel('Sex').selectOption('female');
  await page.getByLabel('Date of birth').fill('1992-07-14');
  const location = page.getByLabel('Location');
  await location.fill('Bondi');
  await expect(page.getByRole('option', { name: 'Bondi, NSW 2026', exact: true })).toBeVisible();
  // The one locality combobox: arrows and Enter pick a suggestion without submitting the form.
  await location.press('ArrowDown');
  await location.press('ArrowUp');
  await location.press('Enter');
  await expect(location).toHaveValue(/, (NSW|QLD|VIC|WA|SA|TAS|NT|ACT) \d{4}$/);
  await page.getByRole('button', { name: 'Sign Up', exact: true }).click();

  await expect(page.getByRole('heading', { name: 'Check your e-mail' })).toBeVisible();
  await expect(page).toHaveURL('/auth?mode=check-email&returnTo=%2Fcreate');
  await expect(page).toHaveTitle('Check Your E-mail | Stride');
  await expect(page.getByTestId('check-email')).toContainText(email);
  await page.reload();
  await expect(page.getByTestId('check-email')).toContainText(email);
  await expect.poll(() => latestMailTo(email), { timeout: 15_000 }).toBeTruthy();
  const firstLink = linkIn(latestMailTo(email)!);
  await page.getByRole('button', { name: 'Resend verification email' }).click();
  await expect(page.getByText('A new link is on its way.')).toBeVisible();
  await expect.poll(() => linkIn(latestMailTo(email) ?? ''), { timeout: 15_000 }).not.toBe(firstLink);

  // Opened in the browser that signed up: signed in at once, and on to where the runner set out from.
  await page.goto(linkIn(latestMailTo(email)!));
  await expect(page.getByText('Email Verified Successfully!', { exact: true })).toBeVisible();
  await expect(page).toHaveURL('/profile-setup?returnTo=%2Fcreate');
  await expect(page.getByRole('heading', { name: 'Complete your profile' })).toBeVisible();
  await page.getByLabel('10k', { exact: true }).check();
  await page.getByRole('button', { name: 'Complete Profile' }).click();
  await expect(page).toHaveURL(/\/create$/, { timeout: 5000 });
});

/** The verification link's path (and its returnTo) in a message. */
function linkIn(mail: string): string {
  const link = /https?:\/\/[^\s"<>]*\/verify-email\/[^\s"<>]*/.exec(mail)?.[0];
  return link ? `${new URL(link).pathname}${new URL(link).search}` : '';
}

test.describe('phone, 375 px', () => {
  test.use({ viewport: PHONE });

  test('at most one floating control, and the header stays opaque over scrolled content', async ({
    page,
  }) => {
    await signInAsNewRunner(page);
    const event = await createEventViaApi(page.request);
    for (const path of ['/', `/events/${event.id}`, '/my-events']) {
      await page.goto(path);
      await expect(page.getByRole('navigation', { name: 'Quick navigation' })).toBeVisible();
      // Past the social panel's old one-second delay.
      await page.waitForTimeout(1200);
      await page.mouse.wheel(0, 600);
      const floating = await page.evaluate(() =>
        [...document.querySelectorAll<HTMLElement>('body *')]
          .filter((el) => getComputedStyle(el).position === 'fixed')
          // The tab bar itself is fixed; the Create Event button floats inside its landmark (axe region).
          .filter(
            (el) =>
              el.getBoundingClientRect().width > 0 &&
              (!el.closest('nav, [role="dialog"]') || el.matches('nav > a[aria-label]')),
          )
          .filter((el) => !el.classList.contains('sr-only') && el.getAttribute('role') !== 'region')
          .map((el) => el.getAttribute('aria-label') ?? el.tagName),
      );
      expect(floating, path).toEqual(['Create Event']);
      const header = await page.getByRole('banner').evaluate((el) => getComputedStyle(el).backgroundColor);
      expect(header, path).not.toMatch(/rgba\(.*, 0?\.\d+\)|transparent/);
    }
  });

  test('the menu links every built screen: run clubs, profile setup and parkruns', async ({ page }) => {
    await signInAsNewRunner(page);
    await page.goto('/about');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu.getByRole('link', { name: 'parkruns' })).toHaveAttribute('href', '/parkruns');
    await expect(menu.getByRole('link', { name: 'Set Up Your Profile' })).toHaveAttribute(
      'href',
      '/profile-setup',
    );
    await expect(menu.getByRole('link', { name: 'Find a Run Club' })).toHaveAttribute(
      'href',
      '/find-runclub',
    );
    await expect(menu.locator('[aria-disabled="true"]')).toHaveCount(0);
    const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag22aa']).analyze();
    expect(axe.violations.map((v) => v.id)).toEqual([]);
    await menu.getByRole('link', { name: 'parkruns' }).click();
    await expect(page).toHaveURL(/\/parkruns$/);
  });
});

test('a returnTo to another site is ignored', async ({ page, request }) => {
  const email = await runnerWithProfile(request);
  await page.goto('/auth?returnTo=https%3A%2F%2Fevil.example%2F');
  await signInOnPage(page, email);
  await expect(page).toHaveURL(/localhost:\d+\/$/);
});
