import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { isoDay } from './runner.ts';

/** Creates an event through the API as the runner signed in on `request`; Bondi, three days out. */
export async function createEventViaApi(
  request: APIRequestContext,
  overrides: Record<string, unknown> = {},
): Promise<{ id: number; title: string }> {
  const res = await request.post('/api/events', {
    data: {
      title: `Harbour Loop ${Date.now()}`,
      date: isoDay(3),
      time: '06:30',
      location: 'Bondi, NSW 2026',
      lat: -33.8915,
      lng: 151.2767,
      distances: ['5k', '10k'],
      ...overrides,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as { id: number; title: string };
}

/** Prints the page's script errors and console errors (map tiles can't resolve offline: ignored). */
export function logBrowserErrors(page: Page): void {
  page.on('pageerror', (e) => console.log('pageerror:', e.message));
  page.on(
    'console',
    (m) =>
      m.type() === 'error' &&
      !m.text().includes('ERR_NAME_NOT_RESOLVED') &&
      console.log('console:', m.text().slice(0, 1500)),
  );
}

/** Date and time on Sydney's clock `minutes` from now (for runs in Bondi, as createEventViaApi makes them). */
export function sydneyIn(minutes: number): { date: string; time: string } {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Australia/Sydney',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(Date.now() + minutes * 60_000));
  const get = (type: string) => parts.find((p) => p.type === type)!.value;
  return { date: `${get('year')}-${get('month')}-${get('day')}`, time: `${get('hour')}:${get('minute')}` };
}
