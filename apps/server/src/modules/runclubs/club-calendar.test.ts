import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localDate } from '../../lib/timezones.ts';
import { createTestApp, type TestContext } from '../../../test/helpers/app.ts';
import { signedInUser } from '../../../test/helpers/factories.ts';

/**
 * Issue 28: calendars that follow changes (SEQUENCE, LAST-MODIFIED, STATUS:CANCELLED), a club's public
 * feed and the widget a club frames on its own site. Calendars are read with ical.js, a parser we did
 * not write.
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

type Runner = Awaited<ReturnType<typeof signedInUser>>;
const inDays = (n: number) => localDate(new Date(Date.now() + n * 86_400_000), 'Australia/Sydney');
const send = (who: Runner | undefined, method: string, url: string, payload?: object) =>
  ctx.app.inject({ method: method as 'GET', url, headers: who?.headers ?? {}, payload });

function vevents(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return calendar.getAllSubcomponents('vevent').map((v) => ({
    uid: String(v.getFirstPropertyValue('uid')),
    summary: String(v.getFirstPropertyValue('summary')),
    sequence: Number(v.getFirstPropertyValue('sequence')),
    status: String(v.getFirstPropertyValue('status')),
    lastModified: (v.getFirstPropertyValue('last-modified') as ICAL.Time).toJSDate(),
    start: (v.getFirstPropertyValue('dtstart') as ICAL.Time).toJSDate(),
  }));
}

async function clubWithRuns() {
  const owner = await signedInUser(ctx.database.db);
  const club = (
    await send(owner, 'POST', '/api/runclubs', {
      name: `Feed Striders ${Date.now()}`,
      location: 'Bondi, NSW 2026',
    })
  ).json<{ id: number; name: string }>();
  const post = async (title: string, days: number) =>
    (
      await send(owner, 'POST', '/api/events', {
        clubId: club.id,
        title,
        date: inDays(days),
        time: '06:00',
        location: 'Bondi, NSW 2026',
        lat: -33.8915,
        lng: 151.2767,
        distances: ['5k'],
      })
    ).json<{ id: number }>().id;
  return { owner, club, first: await post('Sunrise 5k', 3), second: await post('Harbour 10k', 6) };
}

describe('calendars that follow changes', () => {
  it('raises SEQUENCE on each change of time, place or status, not on other edits', async () => {
    const { owner, first } = await clubWithRuns();
    const file = async () => vevents((await send(undefined, 'GET', `/api/events/${first}.ics`)).body)[0]!;
    expect((await file()).sequence).toBe(0);
    await send(owner, 'PATCH', `/api/events/${first}`, { description: 'Bring water' });
    expect((await file()).sequence).toBe(0);
    await send(owner, 'PATCH', `/api/events/${first}`, { time: '06:30' });
    const moved = await file();
    expect(moved.sequence).toBe(1);
    await send(owner, 'PATCH', `/api/events/${first}`, { meetingPoint: 'The north ramp' });
    expect((await file()).sequence).toBe(2);
    expect((await send(owner, 'DELETE', `/api/events/${first}`)).statusCode).toBe(200);
    const cancelled = await file();
    expect(cancelled).toMatchObject({ sequence: 3, status: 'CANCELLED' });
    expect(cancelled.lastModified.getTime()).toBeGreaterThanOrEqual(moved.lastModified.getTime());
  });
});

describe("a club's public calendar feed", () => {
  it('lists its runs to come and the one it cancelled, with stable UIDs, to anyone', async () => {
    const { owner, club, first, second } = await clubWithRuns();
    await send(owner, 'DELETE', `/api/events/${first}`);
    const res = await send(undefined, 'GET', `/runclubs/${club.id}/calendar.ics`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/calendar');
    expect(res.headers['set-cookie']).toBeUndefined();
    const feed = vevents(res.body);
    expect(feed.map((e) => [e.summary, e.status])).toEqual([
      ['Sunrise 5k', 'CANCELLED'],
      ['Harbour 10k', 'CONFIRMED'],
    ]);
    expect(feed.map((e) => e.uid)).toEqual([`event-${first}@localhost`, `event-${second}@localhost`]);
    expect((await send(undefined, 'GET', '/runclubs/99999999/calendar.ics')).statusCode).toBe(404);
    expect((await send(undefined, 'GET', '/runclubs/abc/calendar.ics')).statusCode).toBe(400);
  });
});

describe('the widget a club frames on its own website', () => {
  it('lists the next runs in the asked language, light or dark, framable, without cookies', async () => {
    const { club, second } = await clubWithRuns();
    const res = await send(undefined, 'GET', `/embed/runclubs/${club.id}?lang=de&theme=dark`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(res.headers['x-frame-options']).toBeUndefined();
    expect(res.headers['content-security-policy']).toContain('frame-ancestors *');
    expect(res.headers['content-security-policy']).toContain("default-src 'none'");
    expect(res.body).toContain(`<html lang="de">`);
    expect(res.body).toContain(`Die nächsten Läufe mit ${club.name}`);
    expect(res.body).toContain(`href="http://localhost:5000/events/${second}"`);
    expect(res.body).toContain('Auf Stride mitlaufen');
    expect(res.body).toContain('color-scheme:dark');
    expect(res.body).not.toContain('<script');
    expect(Buffer.byteLength(res.body)).toBeLessThan(8_000);
    // The reader's language when none is asked for; every other page may not be framed.
    const fr = await ctx.app.inject({
      url: `/embed/runclubs/${club.id}`,
      headers: { 'accept-language': 'fr-FR,fr' },
    });
    expect(fr.body).toContain('Prochaines sorties');
    const page = await ctx.app.inject({ url: `/api/runclubs/${club.id}` });
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect((await send(undefined, 'GET', '/embed/runclubs/99999999')).statusCode).toBe(404);
  });
});
