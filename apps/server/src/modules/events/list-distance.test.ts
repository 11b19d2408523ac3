import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localDate } from '../../lib/timezones.ts';
import { createTestApp, type TestContext } from '../../../test/helpers/app.ts';
import { createEvent } from '../../../test/helpers/factories.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const inDays = (n: number) => localDate(new Date(Date.now() + n * 86400000), 'Australia/Sydney');

describe('GET /api/events?distance=', () => {
  it('lists only upcoming, live events that offer that exact distance option (the /parkruns page)', async () => {
    const db = ctx.database.db;
    const parkrun = await createEvent(db, { title: 'P-park', date: inDays(4), distances: ['Parkrun'] });
    const both = await createEvent(db, { title: 'P-both', date: inDays(5), distances: ['5k', 'Parkrun'] });
    await createEvent(db, { title: 'P-5k', date: inDays(4), distances: ['5k', '1mi'] });
    await createEvent(db, { title: 'P-fun', date: inDays(4), distances: ['Fun Run'] });
    await createEvent(db, {
      title: 'P-cancelled',
      date: inDays(4),
      distances: ['Parkrun'],
      status: 'cancelled',
    });
    await createEvent(db, {
      title: 'P-past',
      date: inDays(-1),
      startsAt: new Date(Date.now() - 86400000),
      distances: ['Parkrun'],
    });
    const get = async (qs: string) => {
      const res = await ctx.app.inject({ url: `/api/events?${qs}` });
      expect(res.statusCode, res.body).toBe(200);
      return (res.json().events as { id: number; title: string }[])
        .filter((e) => e.title.startsWith('P-'))
        .map((e) => e.title);
    };
    expect(await get('distance=Parkrun')).toEqual([parkrun.title, both.title]);
    // 'all' and '' are ignored like the other filters; the grouped filters still include Parkrun.
    expect(await get('distance=all')).toHaveLength(4);
    expect(await get('distance=')).toHaveLength(4);
    expect(await get('distance=Parkrun&distanceFilter=casual')).toEqual([parkrun.title, both.title]);
    expect(await get('distance=Marathon')).toEqual([]);
  });

  it('refuses an unknown distance option with a 400 naming the field', async () => {
    const res = await ctx.app.inject({ url: '/api/events?distance=parkrun-ish' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ fields: { distance: ['Unknown distance option'] } });
  });
});
