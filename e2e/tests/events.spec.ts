import { expect, test, type Page } from '@playwright/test';
import { createEventViaApi, logBrowserErrors } from '../support/events.ts';
import { isoDay, signUpRunner } from '../support/runner.ts';

// Enough distances for the '+N more' badge.
const DISTANCES = ['5k', '10k', 'Half Marathon', 'Marathon', 'Fun Run'];
const SHOTS = new URL('../../.tmp/shots/', import.meta.url).pathname;

test.beforeEach(({ page }) => logBrowserErrors(page));

async function shot(page: Page, name: string) {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({
      path: `${SHOTS}${name}-${width}.png`,
      fullPage: width === 375 && !['home', 'near-me', 'dialog'].includes(name),
    });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('find an event near a suburb, open it, join, see it in My Events and the calendar, leave', async ({
  page,
  request,
}) => {
  // Another runner hosts it (a host is going to their own run and has no Join button).
  await signUpRunner(request, 'Hosting');
  await signUpRunner(page.request, 'Casey');
  const event = await createEventViaApi(request, {
    title: `Bondi Breakers ${Date.now()}`,
    distances: DISTANCES,
  });
  // Enough runs in the next week that the list of 4 has more behind "View All", whatever the demo
  // content's dates are today.
  for (const n of [1, 2, 3, 4]) await createEventViaApi(request, { title: `Bondi Extra ${n} ${Date.now()}` });
  await page.goto('/');
  await expect(page).toHaveTitle(/^Home/);
  await expect(
    page.getByRole('heading', { name: "Building Australia's Biggest Running Community" }),
  ).toBeVisible();
  await expect(page.getByTestId('stat-cards')).toContainText('Events Joined');
  await expect(page.getByTestId('stat-cards')).toContainText('0.0');
  await expect(page.getByRole('heading', { name: 'Discover Running Events Near You' })).toBeVisible();

  // The near-me search starts at the runner's own suburb; search another and come back.
  const search = page.getByRole('combobox', { name: 'Search near a suburb or town' });
  await expect(page.getByTestId('near-me-list')).toBeVisible();
  await search.fill('Fitzroy');
  await page.getByRole('option', { name: 'Fitzroy, VIC 3065' }).click();
  await expect(page.getByTestId('near-me-centre')).toContainText('Fitzroy, VIC 3065');
  // A map click (debounced, rounded) moves the search centre; choosing a location clears it again.
  await page
    .getByRole('region', { name: 'Map of events near the search centre' })
    .click({ position: { x: 30, y: 280 } });
  await expect(page.getByTestId('near-me-centre')).toContainText(/map point -37\.\d{1,4}, 144\.\d{1,4}/);
  await search.fill('Bondi');
  await page.getByRole('option', { name: 'Bondi, NSW 2026', exact: true }).click();
  await page.getByRole('button', { name: '20 km' }).click();
  await expect(page.getByRole('button', { name: '20 km' })).toHaveAttribute('aria-pressed', 'true');
  const nearList = page.getByTestId('near-me-list');
  await expect(nearList.getByRole('listitem')).toHaveCount(4);
  await page.getByRole('button', { name: /View All/ }).click();
  await expect(nearList.getByText(event.title)).toBeVisible();
  await expect(page.locator('.leaflet-container').first()).toBeVisible();
  await expect(page.getByTestId('events-jsonld')).toBeAttached();
  const jsonLd = JSON.parse((await page.getByTestId('events-jsonld').textContent()) ?? '[]') as unknown[];
  expect(jsonLd).toHaveLength(5);
  // Upcoming events: list by default, map on request, custom range rules on the near-me card.
  await page.getByRole('button', { name: 'Map', exact: true }).click();
  await expect(page.getByRole('region', { name: 'Map of events', exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'List', exact: true }).click();
  await expect(page.getByTestId('upcoming-list')).toBeVisible();
  await page.getByRole('button', { name: 'Custom range' }).click();
  await page.getByLabel('To', { exact: true }).fill('2020-01-01');
  await expect(page.getByText("The end date can't be before the start date")).toBeVisible();
  await page.getByRole('button', { name: 'Next 2 weeks' }).click();
  await shot(page, 'home');
  await page.locator('#events-near-me').scrollIntoViewIfNeeded();
  await shot(page, 'near-me');

  // Open the event in the dialog: Australian date, distance away, 3 badges then +N more.
  await nearList.getByText(event.title).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: event.title })).toBeVisible();
  await expect(dialog.getByTestId('event-when')).toHaveText(/^\d{2}\/\d{2}\/\d{4}, 6:30\s?am AEDT$/);
  await expect(dialog.getByText(/\d+\.\d km away/)).toBeVisible();
  await expect(dialog.getByText('+2 more')).toBeVisible();
  await dialog.getByRole('button', { name: 'Join Event' }).click();
  await expect(
    page.getByText("You've successfully joined the event.", { exact: true }).first(),
  ).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Leave Event' })).toBeVisible();
  await expect(dialog.getByText("Who's Going")).toBeVisible();
  await expect(dialog.getByText('Casey R')).toBeVisible();
  await dialog.getByRole('button', { name: 'Copy link' }).click();
  await expect(page.getByText('Link copied!', { exact: true }).first()).toBeVisible();
  await shot(page, 'dialog');
  await page.keyboard.press('Escape');

  // My Events and the calendar.
  await page.goto('/my-events');
  await expect(page.getByRole('heading', { name: 'My Events', level: 1 })).toBeVisible();
  await expect(page.getByText(event.title)).toBeVisible();
  await shot(page, 'my-events');
  await page.goto('/calendar');
  await expect(page.getByRole('button', { name: new RegExp(event.title) })).toBeVisible();
  await shot(page, 'calendar-month');
  await page.getByRole('button', { name: 'Agenda' }).click();
  await expect(page.getByText(event.title)).toBeVisible();
  const ics = await page.request.get(`/api/events/${event.id}.ics`);
  expect(await ics.text()).toContain('BEGIN:VCALENDAR');
  await expect(page.getByRole('link', { name: 'Add to calendar' }).first()).toHaveAttribute('href', /\.ics$/);
  // The private feed: create, read, revoke.
  await page.getByRole('button', { name: 'Create feed address' }).click();
  const feedInput = page.getByRole('textbox', { name: 'Calendar feed address' });
  await expect(feedInput).toHaveValue(/\/api\/calendar\/.+\.ics$/);
  const feedUrl = new URL(await feedInput.inputValue());
  expect(await (await page.request.get(feedUrl.pathname)).text()).toContain(event.title);
  await shot(page, 'calendar');
  await page.getByRole('button', { name: 'Revoke feed' }).click();
  await expect(page.getByText('Calendar feed revoked', { exact: true }).first()).toBeVisible();
  expect((await page.request.get(feedUrl.pathname)).status()).toBe(404);

  // The shareable page; leave from there.
  await page.goto(`/events/${event.id}`);
  await expect(page.getByRole('heading', { name: event.title, level: 1 })).toBeVisible();
  // The page's map: a marker whose popup links to the event.
  await page.getByRole('button', { name: event.title }).and(page.locator('.leaflet-marker-icon')).click();
  await expect(page.locator('.leaflet-popup').getByRole('link', { name: 'View event' })).toHaveAttribute(
    'href',
    `/events/${event.id}`,
  );
  await page.getByRole('button', { name: 'Leave Event' }).click();
  await expect(page.getByText("You've successfully left the event.", { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Join Event' })).toBeVisible();
  await shot(page, 'event-page');
});

test('a full event offers the waitlist; a visitor sees the sign-up prompt; a missing event is not found', async ({
  browser,
  page,
}) => {
  await signUpRunner(page.request, 'Host');
  const event = await createEventViaApi(page.request, {
    title: `Tiny Tempo ${Date.now()}`,
    maxParticipants: 1,
    distances: DISTANCES,
  });
  expect((await page.request.post(`/api/events/${event.id}/join`)).ok()).toBeTruthy();

  const other = await browser.newContext();
  const page2 = await other.newPage();
  await signUpRunner(page2.request, 'Wren');
  await page2.goto(`/events/${event.id}`);
  await expect(page2.getByRole('button', { name: 'Event Full' })).toBeDisabled();
  await page2.getByRole('button', { name: 'Join Waitlist' }).click();
  await expect(page2.getByText("You're number 1 on the waitlist")).toBeVisible();
  await expect(page2.getByRole('button', { name: 'Leave Waitlist' })).toBeVisible();
  await other.close();

  const anon = await browser.newContext();
  const page3 = await anon.newPage();
  await page3.goto(`/events/${event.id}`);
  await expect(page3.getByText('Sign Up to Join This Event')).toBeVisible();
  await expect(
    page3.getByText('Create an account to join running events and connect with the community.'),
  ).toBeVisible();
  await page3.goto('/events/999999');
  await expect(page3.getByRole('heading', { name: 'Event Not Found' })).toBeVisible();
  await anon.close();
});

test('create an event with the form', async ({ page }) => {
  await signUpRunner(page.request, 'Maker');
  await page.goto('/create');
  await page.getByRole('button', { name: 'Create Event', exact: true }).click();
  await expect(page.getByText('Title is required')).toBeVisible();
  await expect(page.getByText('Please select at least one distance option')).toBeVisible();
  const title = `Form Run ${Date.now()}`;
  await page.getByLabel('Event title').fill(title);
  await page.getByLabel('Date', { exact: true }).fill(isoDay(5));
  await page.getByLabel('Start time').fill('17:45');
  await page.getByRole('combobox', { name: 'Location' }).fill('Fremantle');
  await page
    .getByRole('option', { name: /^Fremantle, WA/ })
    .first()
    .click();
  await expect(page.getByTestId('pin-coords')).toBeVisible();
  await page.getByText('10k', { exact: true }).click();
  await page.getByText('Beginner', { exact: true }).click();
  // Club runs are posted from the club's page (issue 25): the form says where, and names no club.
  await expect(page.locator('main form').getByRole('link', { name: 'Run clubs' })).toHaveAttribute(
    'href',
    '/find-runclub',
  );
  await expect(page.getByLabel('Club name')).toHaveCount(0);
  await page.getByLabel('This is a race').check();
  await page.getByLabel('Entry cost (AUD)').fill('25');
  await page.getByLabel('Race website').fill('https://example.com/race');
  await shot(page, 'create');
  await page.getByRole('button', { name: 'Create Event', exact: true }).click();
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Event Website' })).toHaveAttribute(
    'href',
    'https://example.com/race',
  );
});

test('create an event by drag and drop, and by keyboard', async ({ page }) => {
  await signUpRunner(page.request, 'Drag');
  await page.goto('/create-visual');
  await expect(page.getByRole('heading', { name: 'Visual Event Builder' })).toBeVisible();
  const card = page.getByTestId('event-card');
  // Validation before anything is on the card.
  await card.getByRole('button', { name: 'Create Event', exact: true }).click();
  await expect(card.getByText('Title is required')).toBeVisible();
  await expect(card.getByText('Please select at least one distance option')).toBeVisible();

  const title = `Dragged Run ${Date.now()}`;
  await page.locator('#v-title').fill(title);
  await page.locator('#v-date').fill(isoDay(6));
  await page.getByRole('combobox', { name: 'Location' }).fill('Glenelg');
  await page
    .getByRole('option', { name: /^Glenelg, SA/ })
    .first()
    .click();
  await expect(page.getByRole('listbox')).toBeHidden();
  // Mouse: drag a distance and a time slot onto the card.
  await page.locator('[data-piece="distance:10k"]').dragTo(card, { targetPosition: { x: 40, y: 16 } });
  await expect(page.getByTestId('preview')).toContainText('10k');
  await page.locator('[data-piece="time:17:30"]').dragTo(card, { targetPosition: { x: 40, y: 16 } });
  // Keyboard: focus a piece and press Enter.
  await page.locator('[data-piece="ability:beginner"]').focus();
  await page.keyboard.press('Enter');
  await page.locator('[data-piece="distance:5k"]').focus();
  await page.keyboard.press('Enter');
  const preview = page.getByTestId('preview');
  await expect(preview).toContainText(title);
  await expect(preview).toContainText('10k');
  await expect(preview).toContainText('5k');
  await expect(preview).toContainText('Beginner');
  await expect(preview).toContainText(/5:30\s?pm/);
  await shot(page, 'visual');
  await card.getByRole('button', { name: 'Create Event', exact: true }).click();
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await expect(page.getByText('Glenelg', { exact: false }).first()).toBeVisible();
});
