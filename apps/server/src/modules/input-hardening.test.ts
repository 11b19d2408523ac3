import { eq } from 'drizzle-orm';
import { TEXT_MESSAGES, messageText } from '@stride/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/helpers/app.ts';
import { createEvent, signedInUser } from '../../test/helpers/factories.ts';
import { events, notifications } from '../db/schema/index.ts';
import { localDate } from '../lib/timezones.ts';

// Issue 14, from the fuzz run: a NUL byte anywhere in text (52 of its 54 server errors), an id beyond
// PostgreSQL's integer, and javascript:/data: links. Each must be a clear 400 that changes nothing.
let ctx: TestContext;
let runner: Awaited<ReturnType<typeof signedInUser>>;
let eventId: number;
beforeAll(async () => {
  ctx = await createTestApp();
  runner = await signedInUser(ctx.database.db);
  eventId = (await createEvent(ctx.database.db, { creatorId: runner.user.id })).id;
});
afterAll(() => ctx.close());

const event = (overrides: Record<string, unknown> = {}) => ({
  title: 'Saturday Long Run',
  date: localDate(new Date(Date.now() + 10 * 86_400_000), 'Australia/Sydney'),
  time: '06:00',
  location: 'Bondi, NSW 2026',
  lat: -33.8915,
  lng: 151.2767,
  distances: ['10k'],
  ...overrides,
});

function send(method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object, signedIn = true) {
  return ctx.app.inject({
    method,
    url,
    ...(payload ? { payload } : {}),
    headers: signedIn ? runner.headers : {},
  });
}

describe('control characters in text', () => {
  const profile = {
    firstName: 'Ana',
    lastName: 'Lee',
    location: 'Bondi\u0000, NSW 2026',
    dateOfBirth: '1990-05-01',
    sex: 'female',
    preferredDistances: ['5k'],
  };
  const cases: Array<[string, () => ReturnType<typeof send>, string]> = [
    [
      'locality search q, signed out',
      () => send('GET', '/api/locations/search?q=Bon%00di', undefined, false),
      'q',
    ],
    [
      'register location',
      () =>
        send(
          'POST',
          '/api/auth/register',
          {
            email: 'nul@example.com',
            password: 'Harbour-Run-42',
            firstName: 'Ana',
            lastName: 'Lee',
            sex: 'female',
            dateOfBirth: '1990-05-01',
            location: 'Bondi\u0000',
          },
          false,
        ),
      'location',
    ],
    ['profile location', () => send('PATCH', '/api/profile', profile), 'location'],
    [
      'contact message',
      () =>
        send(
          'POST',
          '/api/contact',
          { name: 'A\u0000', email: 'a@example.com', subject: 'Hi', message: 'long enough text' },
          false,
        ),
      'name',
    ],
    ['event title', () => send('POST', '/api/events', event({ title: 'Run\u0000' })), 'title'],
    [
      'event description',
      () => send('PATCH', `/api/events/${eventId}`, { description: 'a\u0000b' }),
      'description',
    ],
    ['event location', () => send('PATCH', `/api/events/${eventId}`, { location: '\u0000' }), 'location'],
    ['reaction emoji', () => send('POST', `/api/events/${eventId}/reactions`, { emoji: '\u0000' }), 'emoji'],
    ['reaction emoji to remove', () => send('DELETE', `/api/events/${eventId}/reactions?emoji=%00`), 'emoji'],
    ['comment', () => send('POST', `/api/events/${eventId}/comments`, { content: 'hi\u0000' }), 'content'],
  ];

  it.each(cases)('refuses them in the %s with a 400 naming the field', async (_name, request, field) => {
    const res = await request();
    expect(res.statusCode).toBe(400);
    expect(res.json().fields[field]).toContain(messageText(TEXT_MESSAGES.controlCharacters));
  });

  it('changed nothing', async () => {
    const [stored] = await ctx.database.db.select().from(events).where(eq(events.id, eventId));
    expect(stored!.description).toBeNull();
    expect(stored!.location).toBe('Bondi, NSW 2026');
  });
});

describe('ids beyond the database integer', () => {
  it.each([
    ['PATCH', '/api/notifications/99999999999', { isRead: true }],
    ['GET', '/api/events/2147483648', undefined],
    ['POST', '/api/events/99999999999/join', undefined],
    ['PATCH', `/api/events/1/comments/99999999999`, { content: 'x' }],
    ['GET', '/api/events/99999999999.ics', undefined],
    ['GET', '/api/events/1e3', undefined],
  ] as const)('%s %s is a 400, not a 500', async (method, url, payload) => {
    const res = await send(method, url, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('validation_error');
  });

  it("the largest id is a plain 404 (someone else's or missing)", async () => {
    const [other] = await ctx.database.db
      .insert(notifications)
      .values({ userId: (await signedInUser(ctx.database.db)).user.id, type: 'x', title: 't', message: 'm' })
      .returning();
    expect((await send('PATCH', '/api/notifications/2147483647', { isRead: true })).statusCode).toBe(404);
    expect((await send('PATCH', `/api/notifications/${other!.id}`, { isRead: true })).statusCode).toBe(404);
  });
});

describe('event links', () => {
  it.each([
    'javascript:alert(document.cookie)',
    'data:text/html,<script>alert(1)</script>',
    'JaVaScRiPt:alert(1)',
  ])('refuses %s as eventUrl and raceWebsite', async (link) => {
    const created = await send('POST', '/api/events', event({ eventUrl: link }));
    expect(created.statusCode).toBe(400);
    expect(created.json().fields.eventUrl).toEqual([messageText(TEXT_MESSAGES.url)]);
    const edited = await send('PATCH', `/api/events/${eventId}`, { raceWebsite: link });
    expect(edited.statusCode).toBe(400);
    expect(edited.json().fields.raceWebsite).toEqual([messageText(TEXT_MESSAGES.url)]);
  });

  it('keeps https links', async () => {
    const created = await send(
      'POST',
      '/api/events',
      event({ eventUrl: 'https://www.parkrun.com.au/bondi/' }),
    );
    expect(created.statusCode).toBe(201);
    expect(created.json().eventUrl).toBe('https://www.parkrun.com.au/bondi/');
  });
});

// Issue 25, defect 12: a 414 answered in Fastify's own shape and echoed the whole 5 KB path.
describe('addresses too long or malformed', () => {
  it('answers 414 in the API error shape without echoing the path', async () => {
    const long = 'x'.repeat(5000);
    for (const url of [`/api/events/${long}`, `/api/runclubs/${long}/members/${long}`]) {
      const res = await ctx.app.inject({ url });
      expect(res.statusCode).toBe(414);
      expect(res.json()).toEqual({
        error: 'uri_too_long',
        message: 'The address is too long',
        code: 'errors.uriTooLong',
      });
      expect(res.body.length).toBeLessThan(200);
    }
  });
});
