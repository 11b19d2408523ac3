import { expect, test, type Page } from '@playwright/test';
import { createEventViaApi, logBrowserErrors, sydneyIn } from '../support/events.ts';
import { signUpRunner } from '../support/runner.ts';

// Issue 29: a run in pace groups, the suggested group, attendance with the check-in code, and the club
// challenge that counts it.
const SHOTS = new URL('../../.tmp/shots/', import.meta.url).pathname;

async function shot(page: Page, name: string) {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SHOTS}${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('a host runs in three pace groups, a runner joins the suggested one, checks in, and the club challenge counts it', async ({
  page,
  browser,
}) => {
  logBrowserErrors(page);
  const stamp = Date.now();
  await signUpRunner(page.request, 'Hana', 'Host');
  const club = await page.request.post('/api/runclubs', {
    data: {
      name: `Bondi Pacers ${stamp}`,
      location: 'Bondi, NSW 2026',
      runDays: ['saturday'],
      distances: ['5k'],
    },
  });
  expect(club.status(), await club.text()).toBe(201);
  const clubId = ((await club.json()) as { id: number }).id;

  // The host sets a challenge on the club's page.
  await page.goto(`/runclubs/${clubId}`);
  const challengeTitle = `Two club runs ${stamp}`;
  await page.getByLabel('Challenge title').fill(challengeTitle);
  await page.getByLabel('What counts').selectOption('runs_attended');
  await page.getByLabel('Target', { exact: true }).fill('2');
  await page.getByRole('button', { name: 'Create challenge' }).click();
  await expect(page.getByTestId(/^challenge-/).filter({ hasText: challengeTitle })).toBeVisible();

  // A club run starting in 20 minutes; the host adds three pace groups with the event form.
  const start = sydneyIn(20);
  const run = await createEventViaApi(page.request, {
    title: `Pace Group Loop ${stamp}`,
    clubId,
    date: start.date,
    time: start.time,
    distances: ['5k'],
  });
  await page.goto(`/events/${run.id}/edit`);
  const add = page.getByRole('button', { name: 'Add a pace group' });
  const groups: [string, string, string][] = [
    ['300', 'Quick', 'Ada'],
    ['360', 'Steady', 'Ben'],
    ['420', 'Easy', 'Cleo'],
  ];
  for (const [i, [pace, name, leader]] of groups.entries()) {
    await add.click();
    const group = page.getByRole('group', { name: `Pace group ${i + 1}` });
    await group.getByLabel('Pace', { exact: true }).selectOption(pace);
    await group.getByLabel('Name (optional)').fill(name);
    await group.getByLabel('Leader (optional)').fill(leader);
    await group.getByLabel('Places').fill('5');
  }
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page).toHaveURL(new RegExp(`/events/${run.id}$`));
  const shown = page.getByTestId('pace-groups');
  await expect(shown.getByRole('listitem')).toHaveCount(3);
  await expect(shown).toContainText('Led by Ben');
  const code = (await page.getByTestId('check-in-code').textContent())!.trim();
  expect(code).toMatch(/^\d{4}$/);
  await expect(page.getByTestId('check-in-qr')).toBeVisible();

  // A runner whose profile pace is 6:05 per km: the Steady group (6:00) is suggested, and says why.
  const context = await browser.newContext();
  const runner = await context.newPage();
  logBrowserErrors(runner);
  await signUpRunner(runner.request, 'Rui', 'Runner');
  expect((await runner.request.patch('/api/profile', { data: { preferredPace: '6:05' } })).status()).toBe(
    200,
  );
  expect((await runner.request.post(`/api/runclubs/${clubId}/join`)).status()).toBe(200);
  await runner.goto(`/runclubs/${clubId}`);
  const card = runner.getByTestId(/^challenge-/).filter({ hasText: challengeTitle });
  await card.getByRole('button', { name: 'Take part' }).click();
  await expect(card.getByTestId('challenge-progress')).toHaveText('Your progress: 0 runs of 2 runs');

  await runner.goto(`/events/${run.id}`);
  await expect(runner.getByTestId('runner-pace')).toHaveText(
    'Your easy pace is 6:05 per km (from your profile).',
  );
  const steady = runner.getByTestId('pace-groups').getByRole('listitem').filter({ hasText: 'Steady' });
  await expect(steady).toContainText('Suggested for you');
  await expect(runner.getByText('Choose a pace group below to join.')).toBeVisible();
  await steady.getByRole('button', { name: 'Join Steady' }).click();
  await expect(steady).toContainText('Your group');
  await expect(steady).toContainText('1 of 5 places taken');
  await shot(runner, 'pace-groups-runner');

  // The host's code: the runner checks in with it (a wrong one first).
  const input = runner.getByLabel('Check in', { exact: true });
  await input.fill(code === '0000' ? '0001' : '0000');
  await runner.getByRole('button', { name: 'Check in' }).click();
  await expect(runner.getByText("That check-in code isn't right")).toBeVisible();
  await input.fill(code);
  await runner.getByRole('button', { name: 'Check in' }).click();
  await expect(runner.getByTestId('checked-in')).toHaveText("You're checked in");
  await expect(runner.getByTestId('checked-in-badge')).toBeVisible();

  // The host's roster shows them present.
  await page.reload();
  await expect(
    page.getByTestId('attendance-panel').getByRole('button', { name: 'Present' }).last(),
  ).toHaveAttribute('aria-pressed', 'true');
  await shot(page, 'pace-groups-host');

  // The challenge counts the run.
  await runner.goto(`/runclubs/${clubId}`);
  await expect(card.getByTestId('challenge-progress')).toHaveText('Your progress: 1 run of 2 runs');
  await expect(card.getByRole('list', { name: 'Leaderboard' })).toContainText('Rui R');
  await shot(runner, 'club-challenge');
  await context.close();
});
