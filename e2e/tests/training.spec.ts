import { AxeBuilder } from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { logBrowserErrors } from '../support/events.ts';
import { signInAsNewRunner } from '../support/runner.ts';

// The runner lives in Bondi: the browser keeps Sydney's calendar, as the server does for them.
test.use({ timezoneId: 'Australia/Sydney', locale: 'en-AU' });
test.beforeEach(({ page }) => logBrowserErrors(page));

const DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** Today's date and weekday in Sydney, the runner's: not the machine's, which can be a day behind. */
function sydneyToday(): { date: string; weekday: string } {
  const parts = new Intl.DateTimeFormat('en-AU', {
    timeZone: 'Australia/Sydney',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    weekday: 'long',
  }).formatToParts(new Date());
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)!.value;
  return { date: `${part('year')}-${part('month')}-${part('day')}`, weekday: part('weekday') };
}

async function axeAtBothWidths(page: Page, what: string) {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.waitForTimeout(300);
    const results = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
      .analyze();
    const found = results.violations.map((v) => `${what}@${width}: ${v.id} ${v.nodes[0]?.target.join(' ')}`);
    expect(found).toEqual([]);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('a runner builds a plan with the wizard, marks today done with feedback, sees it adapt and pauses it', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInAsNewRunner(page, 'Tamsin');
  const { date: today, weekday: todayName } = sydneyToday();

  await page.goto('/training-plan-wizard');
  await expect(page.getByRole('heading', { level: 1, name: 'Create a Training Plan' })).toBeVisible();
  // Step 1: a half marathon in 12 weeks, starting today.
  await page.getByLabel('Half marathon').check();
  await page.getByLabel('Weeks (including race week)').fill('12');
  await page.getByLabel('Start date').fill(today);
  await page.getByRole('button', { name: 'Next' }).click();

  // Step 2: a bad race time is refused with the spec's message, then corrected.
  await page.getByLabel('Kilometres you run a week now').fill('30');
  await page.getByLabel('Longest run in the last 30 days (km)').fill('12');
  await page.getByLabel('Race distance (km)').fill('10');
  await page.getByLabel('Finish time (H:MM:SS or MM:SS)').fill('fifty');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Race time looks like 25:30 or 1:52:00')).toBeVisible();
  await page.getByLabel('Finish time (H:MM:SS or MM:SS)').fill('50:00');
  await page.getByRole('button', { name: 'Next' }).click();

  // Step 3: four run days including today, the long run on another.
  const days = page.getByRole('group', { name: /Run days/ });
  for (const name of DAYS) {
    const box = days.getByLabel(name, { exact: true });
    if (await box.isChecked()) await box.uncheck();
  }
  const todayIndex = DAYS.indexOf(todayName);
  const chosen = [0, 2, 4, 5].map((d) => DAYS[(todayIndex + d) % 7]!);
  for (const name of chosen) await days.getByLabel(name, { exact: true }).check();
  await page.getByLabel('Long-run day').selectOption({ label: chosen[3]! });
  await page.getByRole('button', { name: 'Preview my plan' }).click();

  // The preview: every week before anything is saved.
  await expect(page.getByRole('heading', { name: 'Week 12', exact: false }).first()).toBeVisible();
  await expect(page.getByText(/12 weeks to race day/)).toBeVisible();
  await axeAtBothWidths(page, 'wizard preview');
  await page.getByRole('button', { name: 'Save plan' }).click();

  // The dashboard: today's workout first, Mark Done, then the feedback dialog.
  await expect(page).toHaveURL(/\/training-plan-dashboard\?plan=\d+/);
  await expect(page.getByTestId('plan-status')).toHaveText('Active');
  const todays = page.getByTestId('todays-workout');
  await expect(todays).toContainText('Today');
  await expect(page.locator('#this-week li').first()).toContainText('Today');
  await axeAtBothWidths(page, 'dashboard');

  // One tap marks it done; then one optional question, or the whole report on request.
  await todays.getByRole('button', { name: 'Mark Done' }).click();
  await expect(page.getByText('Workout Completed').first()).toBeVisible();
  const effort = page.getByRole('dialog', { name: 'How hard did it feel?' });
  await expect(effort).toContainText('your workout is already marked done');
  await effort.getByRole('button', { name: 'Add distance and time' }).click();
  const dialog = page.getByRole('dialog', { name: 'How did it go?' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Distance (km)').fill('8');
  await dialog.getByLabel('Time (minutes)').fill('50');
  await dialog.getByLabel('Effort (1–10)').selectOption('10');
  await dialog.getByRole('button', { name: 'Save feedback' }).click();
  await expect(dialog).toBeHidden();
  await expect(todays.getByText('Done')).toBeVisible();

  // Stats count the run; the week ahead is eased, with a reason the runner can read.
  const stats = page.getByTestId('plan-stats');
  await expect(stats).toContainText('Runs completed1');
  await expect(stats).toContainText('8.0 km');
  await expect(stats).toContainText('50:00');
  await expect(stats).toContainText('6:15 /km');
  // The eased days may fall in this week or, late in the week (plans start today), in the next.
  await expect(page.getByText('Adjusted').first()).toBeAttached();
  await expect(page.getByTestId('adjustment-history')).toContainText(
    'felt very hard (effort 10 of 10), so the next 7 days are 20% shorter',
  );

  // Settings: pause the plan (the top bar's 'Adjust Plan' leads here).
  await page.getByRole('button', { name: 'Pause plan' }).click();
  await expect(page.getByTestId('plan-status')).toHaveText('Paused');
  await expect(page.getByRole('button', { name: 'Resume plan' })).toBeVisible();
});
