import { createHash, randomBytes } from 'node:crypto';
import { BuddiesService } from '../../apps/server/src/modules/buddies/buddies.service.ts';
import type { Scenario, ScenarioContext } from './types.ts';

/** Runners the buddy scenario generates: spread over Australia's metropolitan localities. */
const RUNNERS = 100_000;

const newToken = () => randomBytes(32).toString('base64url');
const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

let seeded: Promise<void> | undefined;

/**
 * 100,000 opted-in runners with varied ages, sexes, paces, levels and days, each living in one of
 * the metropolitan localities (the same locality labels real profiles store). Generated once per
 * benchmark database, in SQL (seconds on either engine).
 */
function seedRunners(ctx: ScenarioContext): Promise<void> {
  seeded ??= (async () => {
    await ctx.query(`
      with locs as (select value, row_number() over (order by id) as rn from australian_locations where remoteness = 1),
           n as (select count(*) as c from locs)
      insert into users (first_name, last_name, location, date_of_birth, sex, preferred_pace, experience_level,
                         availability_days, preferred_time, running_goals, preferred_distances, is_dummy_user)
      select 'Bench', 'Runner', locs.value,
        date '1960-01-01' + ((g * 7907) % 15000),
        (array['male','female','non-binary','prefer-not-to-say'])[1 + g % 4],
        (4 + (g % 3))::text || ':' || lpad(((g * 13) % 60)::text, 2, '0'),
        (array['beginner','intermediate','advanced','elite'])[1 + (g / 4) % 4],
        case g % 3 when 0 then array['saturday','sunday'] when 1 then array['monday','wednesday']
          else array['tuesday','saturday'] end,
        (array['early_morning','morning','evening','any'])[1 + (g / 3) % 4],
        array['marathon'], array['10k','half_marathon'], true
      from generate_series(1, ${RUNNERS}) g
      cross join n
      join locs on locs.rn = 1 + (g * 7919) % n.c`);
    await ctx.query(
      `insert into buddy_preferences (user_id) select id from users where is_dummy_user and first_name = 'Bench'`,
    );
    // One statement a query: both engines prepare what they are sent, and a prepared statement holds one.
    await ctx.query('analyze users');
    await ctx.query('analyze buddy_preferences');
  })();
  return seeded;
}

/** Signed-in runners living within 25 km of Sydney's centre (the `skip` first left out), each with a session cookie. */
async function sydneyRunners(ctx: ScenarioContext, count: number, skip = 0) {
  const ids = await ctx.query<{ id: string }>(`
    select u.id from users u join australian_locations l on l.value = u.location
    where u.first_name = 'Bench' and u.last_name = 'Runner'
      and earth_box(ll_to_earth(-33.8688, 151.2093), 25000) @> ll_to_earth(l.lat, l.lng)
    order by u.id limit ${count} offset ${skip}`);
  const runners = ids.map(({ id }) => ({ id, token: newToken() }));
  const values = runners.map(
    ({ id, token }) =>
      `('${sha256(token)}', '${id}', '{"userId":"${id}","authMethod":"bench"}'::jsonb, now() + interval '30 days')`,
  );
  if (values.length)
    await ctx.query(`insert into sessions (sid, user_id, sess, expire) values ${values.join(',')}`);
  return runners.map(({ id, token }) => ({ id, cookie: `stride_sid=${token}` }));
}

/**
 * 2,000 different Sydney runners coming back to the page: each one's stored list (decision 0023) is read
 * and checked live. The lists are worked out first, by the same code a first visit runs.
 */
export const buddiesReturningScenario: Scenario = {
  name: 'buddy suggestions, 100k runners (2,000 different returning runners)',
  requests: async (ctx) => {
    await seedRunners(ctx);
    const runners = await sydneyRunners(ctx, 2000);
    // Only refreshSuggestions is called: it needs neither notices, jobs nor attendance.
    const buddies = new BuddiesService(ctx.db, undefined as never, undefined as never, undefined as never);
    for (let i = 0; i < runners.length; i += 4)
      await Promise.all(runners.slice(i, i + 4).map(({ id }) => buddies.refreshSuggestions(id)));
    return runners.map(({ cookie }) => ({ path: '/api/buddies/suggestions', headers: { cookie } }));
  },
};

/** 5,000 other Sydney runners on their first visit: every request works a list out from the database. */
const buddiesFirstVisit: Scenario = {
  name: 'buddy suggestions, 100k runners (first visits, each list worked out)',
  warmUp: false,
  requests: async (ctx) => {
    await seedRunners(ctx);
    return (await sydneyRunners(ctx, 5000, 2000)).map(({ cookie }) => ({
      path: '/api/buddies/suggestions',
      headers: { cookie },
    }));
  },
};

export default [buddiesReturningScenario, buddiesFirstVisit];
