import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { createEventViaApi } from '../support/events.ts';
import { isoDay, signUpRunner } from '../support/runner.ts';

// A club's own website on another origin (127.0.0.1 is not localhost to a browser), framing the
// widget as the snippet on the club page tells an admin to (issue 28).
let site: Server;
let siteUrl: string;
test.beforeAll(async ({ baseURL }) => {
  site = createServer((request, response) => {
    const club = new URL(request.url ?? '/', 'http://x').searchParams.get('club');
    response.setHeader('content-type', 'text/html; charset=utf-8');
    response.end(
      `<!doctype html><html lang="en"><title>Bondi Dawn Patrol</title><h1>Our runs</h1>` +
        `<iframe title="Upcoming runs" src="${baseURL}/embed/runclubs/${club}" width="360" height="420"></iframe>`,
    );
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  siteUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
});
test.afterAll(() => new Promise<void>((resolve) => site.close(() => resolve())));

test("a club's website frames its widget and shows its next runs, with no cookies", async ({
  page,
  request,
}) => {
  await signUpRunner(request, 'Widget');
  const stamp = Date.now();
  const club = await request.post('/api/runclubs', {
    data: {
      name: `Bondi Dawn Patrol ${stamp}`,
      location: 'Bondi, NSW 2026',
      runDays: ['saturday'],
      distances: ['5k'],
    },
  });
  expect(club.status(), await club.text()).toBe(201);
  const { id } = (await club.json()) as { id: number };
  const run = await createEventViaApi(request, {
    title: `Bondi Sunrise 5k ${stamp}`,
    clubId: id,
    location: 'Bondi, NSW 2026',
    lat: -33.8915,
    lng: 151.2767,
    date: isoDay(3),
  });

  await page.goto(`${siteUrl}/?club=${id}`);
  const widget = page.frameLocator('iframe[title="Upcoming runs"]');
  await expect(widget.getByText(run.title)).toBeVisible();
  const join = widget.getByRole('link', { name: /Join on Stride/ }).first();
  await expect(join).toHaveAttribute('href', new RegExp(`/events/${run.id}`));
  // The widget sets no cookies, for the club's visitors or for Stride.
  expect(await page.context().cookies()).toEqual([]);
});
