import { expect, test, type Browser, type Page } from '@playwright/test';
import { createEventViaApi, logBrowserErrors } from '../support/events.ts';
import { isoDay, signUpRunner } from '../support/runner.ts';

const SHOTS = new URL('../../.tmp/shots/', import.meta.url).pathname;

async function shot(page: Page, name: string) {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SHOTS}safety-${name}-${width}.png` });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** A runner in a browser of their own, signed up and signed in. */
async function runnerIn(browser: Browser, firstName: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  logBrowserErrors(page);
  await signUpRunner(page.request, firstName, 'Tester');
  return { page, close: () => context.close() };
}

async function join(page: Page, eventId: number) {
  await page.goto(`/events/${eventId}`);
  await page.getByRole('button', { name: 'Join Event' }).click();
  await expect(page.getByRole('button', { name: 'Leave Event' })).toBeVisible();
}

test('a host takes a runner off a run: the runner is told neutrally and cannot join it again', async ({
  browser,
}) => {
  const host = await runnerIn(browser, 'Hana');
  const runner = await runnerIn(browser, 'Rex');
  const run = await createEventViaApi(host.page.request, { title: `Dawn Loop ${Date.now()}` });
  await join(runner.page, run.id);

  await host.page.goto(`/events/${run.id}`);
  const remove = host.page.getByRole('button', { name: 'Remove Rex T from this run' });
  await remove.click();
  const dialog = host.page.getByRole('dialog', { name: 'Remove Rex T from this run?' });
  await expect(dialog).toContainText("can't join this run again");
  await shot(host.page, 'remove-dialog');
  await dialog.getByRole('button', { name: 'Remove from run' }).click();
  await expect(host.page.getByText('Rex T is no longer on this run', { exact: true })).toBeVisible();
  await expect(host.page.getByRole('button', { name: 'Remove Rex T from this run' })).toHaveCount(0);

  await runner.page.goto('/notifications');
  await expect(runner.page.getByRole('heading', { name: /Your place was released/ })).toBeVisible();
  await expect(runner.page.getByText(/block/i)).toHaveCount(0);
  await runner.page.goto(`/events/${run.id}`);
  await runner.page.getByRole('button', { name: 'Join Event' }).click();
  await expect(runner.page.getByText("You can't join this run", { exact: true })).toBeVisible();
  await shot(runner.page, 'cannot-rejoin');
  await host.close();
  await runner.close();
});

test('a host blocks a runner: they leave the host’s runs, cannot join or comment, and can be unblocked', async ({
  browser,
}) => {
  const host = await runnerIn(browser, 'Hiro');
  const runner = await runnerIn(browser, 'Bo');
  const other = await runnerIn(browser, 'Cleo');
  const first = await createEventViaApi(host.page.request, { title: `Harbour Tempo ${Date.now()}` });
  const second = await createEventViaApi(host.page.request, {
    title: `Harbour Long Run ${Date.now()}`,
    date: isoDay(6),
  });
  await join(runner.page, first.id);
  await join(runner.page, second.id);
  await runner.page.goto(`/events/${first.id}`);
  const comment = runner.page.getByLabel('Add a comment');
  await comment.fill('Saving you a spot at the start, Hiro');
  await runner.page.getByRole('button', { name: 'Post comment' }).click();
  await expect(runner.page.getByRole('paragraph').filter({ hasText: 'Saving you a spot' })).toBeVisible();

  // The host removes the runner from one run and blocks them in the same step.
  await host.page.goto(`/events/${first.id}`);
  await host.page.getByRole('button', { name: 'Remove Bo T from this run' }).click();
  const dialog = host.page.getByRole('dialog', { name: 'Remove Bo T from this run?' });
  await dialog.getByLabel('Also block Bo T', { exact: false }).check();
  await dialog.getByRole('button', { name: 'Remove from run' }).click();
  await expect(host.page.getByText('Bo T is blocked', { exact: true })).toBeVisible();

  // Their comment is gone for everyone, and they are off the host's other run too.
  await other.page.goto(`/events/${first.id}`);
  await expect(other.page.getByText('Saving you a spot at the start, Hiro')).toHaveCount(0);
  await runner.page.goto(`/events/${second.id}`);
  await expect(runner.page.getByRole('button', { name: 'Join Event' })).toBeVisible();
  await runner.page.getByRole('button', { name: 'Join Event' }).click();
  await expect(runner.page.getByText("You can't join this run", { exact: true })).toBeVisible();
  await runner.page.getByLabel('Add a comment').fill('Hello?');
  await runner.page.getByRole('button', { name: 'Post comment' }).click();
  await expect(runner.page.getByText("You can't comment on this run", { exact: true })).toBeVisible();

  // The host finds them under Blocked runners and unblocks them.
  await host.page.goto('/buddy-matching');
  const blocked = host.page.getByRole('region', { name: 'Blocked runners' });
  await expect(blocked).toContainText('Bo T');
  await blocked.scrollIntoViewIfNeeded();
  await shot(host.page, 'blocked-runners');
  await blocked.getByRole('button', { name: 'Unblock Bo T' }).click();
  await expect(blocked).toContainText("You haven't blocked anyone.");
  // Unblocked, the second run is open to them again; the first stays closed (they were taken off it).
  await runner.page.goto(`/events/${second.id}`);
  await runner.page.getByRole('button', { name: 'Join Event' }).click();
  await expect(runner.page.getByRole('button', { name: 'Leave Event' })).toBeVisible();
  await host.close();
  await runner.close();
  await other.close();
});
