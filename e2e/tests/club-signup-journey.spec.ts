import { expect, test } from '@playwright/test';
import { logBrowserErrors } from '../support/events.ts';
import { RUNNER_PASSWORD, signUpRunner } from '../support/runner.ts';
import { latestMailTo } from '../support/smtp-sink.ts';

// Issue 9's club sign-up journey: a runner who starts at a club's sign-up page, creates an account and
// verifies it from the e-mail ends up back at that club, signed in, not on the home page.

/** The verification link in a message, as a path with its query (returnTo). */
function verificationPath(mail: string): string {
  const link = /https?:\/\/[^\s"<>]*\/verify-email\/[^\s"<>]*/.exec(mail)?.[0];
  if (!link) return '';
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}

test('club sign-up → register → verification link → back at the club, signed in', async ({
  browser,
  page,
}) => {
  logBrowserErrors(page);
  // An organiser's club, made in another browser.
  const organiser = await browser.newContext();
  await signUpRunner(organiser.request, 'Olive', 'Organiser');
  const name = `Manly Sunrise Striders ${Date.now()}`;
  const created = await organiser.request.post('/api/runclubs', {
    data: { name, location: 'Manly, NSW 2095', runDays: ['sunday'], distances: ['5k'] },
  });
  expect(created.status(), await created.text()).toBe(201);
  const club = (await created.json()) as { id: number };
  await organiser.close();

  const start = `/club-signup?club=${club.id}`;
  const returnTo = encodeURIComponent(start);
  await page.goto(start);
  await expect(page).toHaveURL(`/auth?returnTo=${returnTo}`);
  await page.getByRole('button', { name: 'Continue with email' }).click();
  await page.getByRole('button', { name: 'New to Stride? Sign up' }).click();
  await expect(page).toHaveURL(`/auth?mode=register&returnTo=${returnTo}`);

  const email = `e2e.clubjoiner.${Date.now()}@example.com`;
  await page.getByLabel('First name').fill('Jo');
  await page.getByLabel('Last name').fill('Joiner');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(RUNNER_PASSWORD);
  await page.getByLabel('Sex').selectOption('female');
  await page.getByLabel('Date of birth').fill('1993-03-21');
  await page.getByLabel('Location').fill('Manly');
  await page.getByRole('option', { name: 'Manly, NSW 2095', exact: true }).click();
  await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Check your e-mail' })).toBeVisible();

  // The link in the e-mail carries the club sign-up page back.
  await expect
    .poll(() => verificationPath(latestMailTo(email) ?? ''), { timeout: 15_000 })
    .toContain(`?returnTo=${returnTo}`);
  await page.goto(verificationPath(latestMailTo(email)!));
  await expect(page.getByText('Email Verified Successfully!', { exact: true })).toBeVisible();

  // Signed in at once; a new account passes profile setup (skippable), then the club.
  await expect(page).toHaveURL(`/profile-setup?returnTo=${returnTo}`);
  await page.getByRole('link', { name: 'Skip for now' }).click();
  await expect(page).toHaveURL(start);
  await expect(page.getByText("You're signed in.")).toBeVisible();
  await expect(page.getByRole('link', { name })).toBeVisible();
  await page.getByRole('button', { name: 'Join club' }).click();
  await expect(page.getByText("You're a member of this club.")).toBeVisible();

  const me = await page.request.get('/api/auth/user');
  expect(await me.json()).toMatchObject({ email, emailVerified: true });
});
