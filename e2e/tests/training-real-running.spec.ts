import { expect, test, type Page } from '@playwright/test';
import { gpxFile } from '../../apps/server/test/helpers/activity-files.ts';
import { wizardAnswers } from '../../apps/server/test/helpers/training-plan-answers.ts';
import { zonedToUtc } from '../../apps/server/src/lib/timezones.ts';
import { logBrowserErrors, sydneyIn } from '../support/events.ts';
import { signInAsNewRunner } from '../support/runner.ts';

// Issue 27: a plan that follows the running that really happened (an uploaded run completes today's
// workout; "How are you feeling?" reshapes the week), and issue 26's plan usable today.

test.use({ timezoneId: 'Australia/Sydney', locale: 'en-AU' });
test.beforeEach(({ page }) => logBrowserErrors(page));

/** Today in Sydney, the runner's (Bondi): the server's "today" for them. */
const sydneyToday = () => sydneyIn(0).date;

/** A half marathon plan with today a run day, through the API (the wizard has its own test), no start date. */
async function planStartingToday(page: Page): Promise<number> {
  const today = sydneyToday();
  const { startDate: _start, ...answers } = wizardAnswers();
  const res = await page.request.post('/api/training-plans', { data: answers });
  expect(res.status(), await res.text()).toBe(201);
  const plan = await res.json();
  // Issue 26: without a start date, the plan starts today.
  expect(plan.startDate).toBe(today);
  return plan.id;
}

/** 06:00 this morning in Sydney, as an instant. */
const thisMorningInSydney = () => zonedToUtc(sydneyToday(), '06:00', 'Australia/Sydney');

test('uploading a GPX file completes today’s run, then one effort question', async ({ page }) => {
  await signInAsNewRunner(page, 'Gus');
  const planId = await planStartingToday(page);
  await page.goto(`/training-plan-dashboard?plan=${planId}`);
  const todays = page.getByTestId('todays-workout');
  await expect(todays).toContainText('Today');
  await expect(todays.getByRole('button', { name: 'Mark Done' })).toBeVisible();

  const gpx = gpxFile({ start: thisMorningInSydney(), distanceKm: 8, paceSecPerKm: 360, heartRate: 150 });
  await todays
    .getByTestId('upload-run-input')
    .setInputFiles({ name: 'morning-run.gpx', mimeType: 'application/gpx+xml', buffer: Buffer.from(gpx) });
  await expect(page.getByText('Run added: 8.0 km').first()).toBeVisible();
  const effort = page.getByRole('dialog', { name: 'How hard did it feel?' });
  await expect(effort).toBeVisible();
  // The run gave the distance and time: nothing more to add.
  await expect(effort.getByRole('button', { name: 'Add distance and time' })).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('effort-question.png') });
  await effort.getByRole('button', { name: '6', exact: true }).click();
  await expect(effort).toBeHidden();
  await expect(todays.getByText('Done')).toBeVisible();
  await expect(page.getByTestId('plan-stats')).toContainText('8.0 km');

  // A file that is not an activity is refused in plain words.
  await page
    .getByTestId('upload-run-input')
    .first()
    .setInputFiles({ name: 'notes.gpx', mimeType: 'application/gpx+xml', buffer: Buffer.from('hello') });
  await expect(page.getByText("This file isn't a GPX, TCX or FIT activity").first()).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('dashboard-after-upload.png'), fullPage: true });
});

test('"How are you feeling?": sick turns the next days into rest with a plain reason', async ({ page }) => {
  await signInAsNewRunner(page, 'Ines');
  const planId = await planStartingToday(page);
  await page.goto(`/training-plan-dashboard?plan=${planId}`);
  await expect(page.getByTestId('todays-workout')).toBeVisible();
  const checkIn = page.getByTestId('check-in');
  await checkIn.getByLabel('Days').selectOption('3');
  await checkIn.getByRole('button', { name: 'Sick', exact: true }).click();
  await expect(page.getByText('Your plan has changed for the days ahead.').first()).toBeVisible();
  // Today is a rest day now: no workout today, and the history says why.
  await expect(page.getByTestId('todays-workout')).toHaveCount(0);
  await expect(page.getByTestId('adjustment-history')).toContainText("You're unwell: no running from");
  await page.screenshot({ path: test.info().outputPath('check-in-sick.png'), fullPage: true });

  // Injured pauses the plan and says to see a professional.
  await checkIn.getByRole('button', { name: 'Injured', exact: true }).click();
  await expect(page.getByText(/physiotherapist or doctor/).first()).toBeVisible();
  await expect(page.getByTestId('plan-status')).toHaveText('Paused');
});

test('a second plan asks before replacing the first, which stays listed', async ({ page }) => {
  await signInAsNewRunner(page, 'Remy');
  await planStartingToday(page);
  const second = await page.request.post('/api/training-plans', {
    data: {
      goalDistance: '10k',
      daysPerWeek: 3,
      runDays: [1, 3, 6],
      longRunDay: 6,
      experienceLevel: 'beginner',
      currentWeeklyKm: 15,
      longestRecentRunKm: 6,
      weeks: 8,
    },
  });
  expect(second.status()).toBe(409);
  expect((await second.json()).message).toContain('already have a training plan in progress');
});
