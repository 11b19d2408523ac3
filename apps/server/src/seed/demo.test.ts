import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/helpers/app.ts';
import { signedInUser } from '../../test/helpers/factories.ts';
import { users } from '../db/schema/index.ts';
import { DEMO_RUNNER_BIO, seedDemoIfEmpty } from './demo.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
  await seedDemoIfEmpty(ctx.database.db);
});
afterAll(() => ctx.close());

describe('demo content', () => {
  it.each([
    'Sydney, NSW 2000',
    'Melbourne, VIC 3000',
    'Brisbane City, QLD 4000',
    'Perth, WA 6000',
    'Adelaide, SA 5000',
    'Canberra, ACT 2601',
    'Hobart, TAS 7000',
    'Darwin City, NT 0800',
  ])('gives a newcomer in %s opted-in demo runners to match with on their first visit', async (location) => {
    const { headers } = await signedInUser(ctx.database.db, {
      location,
      dateOfBirth: '1990-06-01',
      preferredPace: '5:30',
      experienceLevel: 'intermediate',
    });
    const optIn = await ctx.app.inject({
      method: 'PUT',
      url: '/api/buddies/preferences',
      headers,
      payload: {},
    });
    expect(optIn.statusCode).toBe(200);
    const res = await ctx.app.inject({ url: '/api/buddies/suggestions', headers });
    const { suggestions } = res.json() as { suggestions: { runner: { id: string } }[] };
    expect(suggestions.length).toBeGreaterThan(0);
    // Clearly demo content: each one is a demo account whose bio says so.
    const ids = suggestions.map((s) => s.runner.id);
    const rows = await ctx.database.db
      .select({ bio: users.bio, isDummyUser: users.isDummyUser })
      .from(users)
      .where(inArray(users.id, ids));
    expect(rows).toHaveLength(ids.length);
    for (const row of rows) expect(row).toEqual({ bio: DEMO_RUNNER_BIO, isDummyUser: true });
  });
});
