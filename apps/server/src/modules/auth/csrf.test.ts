import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/helpers/app.ts';
import { createEvent, signedInUser } from '../../../test/helpers/factories.ts';
import { events } from '../../db/schema/index.ts';

// Issue 14: with a valid cookie, DELETE /api/events/{id} without Origin and Sec-Fetch-Site cancelled the
// event, and an Origin equal to the request's own Host or X-Forwarded-Host passed. Only Sec-Fetch-Site:
// same-origin or PUBLIC_URL's origin (http://localhost:5000 in tests) may change anything.
let ctx: TestContext;
beforeAll(async () => {
  // Trusting the proxy would let X-Forwarded-Host become request.host: the check must not care.
  ctx = await createTestApp({ TRUST_PROXY: 'true' });
});
afterAll(() => ctx.close());

/** A signed-in organiser cancels their own event, sending exactly `headers` besides the cookie. */
async function cancelOwnEvent(headers: Record<string, string>) {
  const organiser = await signedInUser(ctx.database.db);
  const { id: eventId } = await createEvent(ctx.database.db, { creatorId: organiser.user.id });
  const res = await ctx.rawInject({
    method: 'DELETE',
    url: `/api/events/${eventId}`,
    headers: { cookie: organiser.cookie, ...headers },
  });
  return { eventId, res };
}

const statusOf = async (id: number) =>
  (await ctx.database.db.select({ status: events.status }).from(events).where(eq(events.id, id)))[0]!.status;

describe('state-changing requests (CSRF)', () => {
  const refused: Array<[string, Record<string, string>]> = [
    ['no Origin and no Sec-Fetch-Site', {}],
    ['a foreign Origin', { origin: 'https://evil.example' }],
    ["an Origin equal to the request's own Host", { host: 'evil.example', origin: 'http://evil.example' }],
    [
      'an Origin equal to X-Forwarded-Host',
      { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https', origin: 'https://evil.example' },
    ],
    ['Sec-Fetch-Site: cross-site', { 'sec-fetch-site': 'cross-site' }],
    ['Sec-Fetch-Site: same-site', { 'sec-fetch-site': 'same-site' }],
    [
      'Sec-Fetch-Site: cross-site, whatever the Origin',
      { 'sec-fetch-site': 'cross-site', origin: 'http://localhost:5000' },
    ],
    ["PUBLIC_URL's host on another scheme", { origin: 'https://localhost:5000' }],
    ['the literal Origin null', { origin: 'null' }],
  ];

  it.each(refused)('refuses a signed-in DELETE with %s, and changes nothing', async (_case, headers) => {
    const { eventId, res } = await cancelOwnEvent(headers);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      error: 'cross_site_request',
      message: 'Cross-site requests are not allowed',
      code: 'errors.crossSite',
    });
    expect(await statusOf(eventId)).not.toBe('cancelled');
  });

  it.each<[string, Record<string, string>]>([
    ['Sec-Fetch-Site: same-origin (what browsers send from our pages)', { 'sec-fetch-site': 'same-origin' }],
    ["PUBLIC_URL's origin (clients without Sec-Fetch-Site)", { origin: 'http://localhost:5000' }],
  ])('accepts %s', async (_case, headers) => {
    const { eventId, res } = await cancelOwnEvent(headers);
    expect(res.statusCode).toBe(200);
    expect(await statusOf(eventId)).toBe('cancelled');
  });

  it('applies to signed-out requests too (sign-in, sign-up) and to every unsafe method', async () => {
    for (const [method, url] of [
      ['POST', '/api/auth/login'],
      ['POST', '/api/auth/register'],
      ['PATCH', '/api/notifications/1'],
      ['PUT', '/api/anything'],
      ['DELETE', '/api/users/me/calendar-feed'],
    ] as const) {
      const res = await ctx.rawInject({ method, url, payload: {} });
      expect(res.statusCode, `${method} ${url}`).toBe(403);
    }
    // Reads stay open: a link from anywhere may show a page.
    expect((await ctx.rawInject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });
});
