import { expect, test, type Page } from '@playwright/test';
import { latestMailTo } from '../support/smtp-sink.ts';
import { uniqueClientIp } from '../support/client-ip.ts';

const PASSWORD = 'Harbour-Tempo-48!';

/** Waits for a message to `address` and returns the first link containing `path`. */
async function linkFromMail(address: string, path: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      () => {
        const mail = latestMailTo(address);
        link = mail?.match(new RegExp(`https?://[^\\s"<>]*${path}[^\\s"<>]*`))?.[0];
        return link;
      },
      { timeout: 15_000 },
    )
    .toBeTruthy();
  return new URL(link!).pathname;
}

async function signInWithEmail(page: Page, email: string, password: string, landing = /\/$/) {
  await page.goto('/auth');
  await page.getByRole('button', { name: 'Continue with email' }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByText("You've successfully signed in.", { exact: true })).toBeVisible();
  await expect(page).toHaveURL(landing);
}

test('register → verify by e-mail → sign in → profile setup → logout', async ({ page }) => {
  const email = `e2e.runner.${Date.now()}@example.com`;
  await page.goto('/auth?mode=register');
  await expect(page.getByRole('heading', { name: 'Sign up for Stride' })).toBeVisible();
  const submit = page.getByRole('button', { name: 'Sign Up', exact: true });

  // Disallowed characters vanish as they are typed.
  await page.getByLabel('First name').pressSequentially('Mia2!');
  await expect(page.getByLabel('First name')).toHaveValue('Mia');
  await page.getByLabel('Last name').fill("O'Neil");
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('weak');
  await submit.click();
  await expect(page.getByText('Please fix the following errors:')).toBeVisible();
  await expect(page.getByRole('alert').getByText('Password must be at least 8 characters')).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await expect(page.getByTestId('password-strength')).toContainText('Excellent');
  await page.getByLabel('Sex').selectOption('female');
  await page.getByLabel('Date of birth').fill('1991-04-12');
  await page.getByLabel('Location').fill('Bondi');
  await page.getByRole('option', { name: 'Bondi, NSW 2026', exact: true }).click();
  await submit.click();
  await expect(page.getByRole('heading', { name: 'Check your e-mail' })).toBeVisible();

  // An unverified account cannot sign in yet, and is offered a new link.
  await page.getByRole('button', { name: "I've verified: Sign In" }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByText(/Please verify your email address before signing in/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Resend verification email' })).toBeVisible();

  // The link opened on another device (no trace of the sign-up in this browser): verified, not signed in.
  await page.context().clearCookies();
  await page.goto(await linkFromMail(email, '/verify-email/'));
  await expect(page.getByRole('heading', { name: 'Email verified' })).toBeVisible();
  await expect(page.getByText('Email Verified Successfully!', { exact: true })).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/auth\?mode=login$/);

  // A new runner's first sign-in leads to profile setup.
  await signInWithEmail(page, email, PASSWORD, /\/profile-setup$/);
  await expect(page.getByRole('heading', { name: 'Complete your profile' })).toBeVisible();
  await expect(page.getByLabel('First name')).toHaveValue('Mia');
  await page.getByLabel('5k', { exact: true }).check();
  await page.getByRole('button', { name: 'Add Training Goal' }).click();
  const addGoal = page.getByRole('button', { name: 'Add Goal', exact: true });
  await expect(addGoal).toBeDisabled();
  await page.getByLabel('Event name').fill('City2Surf');
  await page.getByLabel('Distance', { exact: true }).selectOption('10k');
  await page.getByLabel('Difficulty').selectOption('intermediate');
  await addGoal.click();
  await expect(page.getByText('City2Surf', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Complete Profile' }).click();
  await expect(page.getByText('Profile Updated', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/$/, { timeout: 5000 });

  const me = await page.request.get('/api/auth/user');
  expect(await me.json()).toMatchObject({
    preferredDistances: ['5k'],
    goals: [{ eventName: 'City2Surf', status: 'active' }],
  });

  // Logout is a JSON POST; afterwards the session is gone.
  const out = await page.request.post('/api/auth/logout', { data: {} });
  expect(out.status()).toBe(200);
  expect((await page.request.get('/api/auth/user')).status()).toBe(401);
});

test('forgot password → reset by e-mail → sign in with the new password', async ({ page, request }) => {
  const email = `e2e.reset.${Date.now()}@example.com`;
  const reg = await request.post('/api/auth/register', {
    headers: { 'x-forwarded-for': uniqueClientIp() },
    data: {
      email,
      password: PASSWORD,
      firstName: 'Sam',
      lastName: 'Nguyen',
      sex: 'non-binary',
      dateOfBirth: '1988-02-03',
      location: 'Fitzroy, VIC 3065',
      autoVerify: true,
    },
  });
  expect(reg.status()).toBe(201);

  await page.goto('/auth');
  await page.getByRole('button', { name: 'Continue with email' }).click();
  await page.getByRole('button', { name: 'Forgot your password?' }).click();
  // The reset form replaces the sign-in form: fill its own Email field, not the one going away.
  await expect(page.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByRole('status')).toContainText(
    "If an account exists with this email, you'll receive a reset link shortly.",
  );

  await page.goto(await linkFromMail(email, '/reset-password/'));
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  const newPassword = 'Koala-Summit-Ridge-73#';
  await page.getByLabel('New password').fill(newPassword);
  await page.getByLabel('Confirm password').fill('Koala-Summit-Ridge-73');
  await expect(page.getByText("Passwords don't match")).toBeVisible();
  await page.getByLabel('Confirm password').fill(newPassword);
  await page.getByRole('button', { name: 'Show password' }).first().click();
  await expect(page.getByLabel('New password')).toHaveAttribute('type', 'text');
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expect(page.getByRole('heading', { name: 'Password Reset Complete' })).toBeVisible();
  await expect(page).toHaveURL(/\/$/, { timeout: 6000 });

  await signInWithEmail(page, email, newPassword, /\/profile-setup$/);
});

test('/auth explains when a provider is not set up, and /api/login leads to /auth', async ({ page }) => {
  await page.goto('/api/login');
  await expect(page).toHaveURL(/\/auth$/);
  await page.getByRole('button', { name: 'Continue with Strava' }).click();
  await expect(page.getByText(/Sign-in with Strava isn't set up/)).toBeVisible();
});
