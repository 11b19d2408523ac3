import { createHash, randomBytes } from 'node:crypto';
import { eventsDistinctScenario } from './distinct.ts';
import type { Scenario, ScenarioContext, ScenarioRequest } from './types.ts';

/**
 * Issue 30: the near-me search under writes. 95 % of requests are the every-request-different near-me
 * search (distinct.ts); 5 % are runners' writes in turn: join a run, comment on it, leave it, create a
 * run of their own. Every write commits a NOTIFY that clears every instance's shared answers, and joins
 * and leaves move the participant counts the search's cards show. Compare with "events nearby, every
 * request different" in the same run.
 */
const WRITE_SHARE = 0.05;
const RUNNERS = 2000;

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

/** Signed-in generated runners: a session cookie each. */
async function runnersWithSessions(ctx: ScenarioContext, count: number) {
  const ids = await ctx.query<{ id: string }>(
    `select id from users where is_dummy_user order by id limit ${count}`,
  );
  const runners = ids.map(({ id }) => ({ id, token: randomBytes(24).toString('base64url') }));
  if (runners.length)
    await ctx.query(
      `insert into sessions (sid, user_id, sess, expire) values ${runners
        .map(
          ({ id, token }) =>
            `('${sha256(token)}', '${id}', '{"userId":"${id}","authMethod":"bench"}'::jsonb, now() + interval '30 days')`,
        )
        .join(',')}`,
    );
  return runners.map(({ token }) => `stride_sid=${token}`);
}

const isoDay = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

export const mixedWritesScenario: Scenario = {
  name: 'events nearby, every request different, with 5 % writes',
  needsEvents: true,
  requests: async (ctx) => {
    const [search] = await eventsDistinctScenario.requests(ctx);
    const cookies = await runnersWithSessions(ctx, RUNNERS);
    // Runs far enough ahead, with room: a join should find a place (in the first pace group, where the
    // run has pace groups: joining one of those asks for a group).
    const runs = await ctx.query<{ id: number; pace_group_id: number | null }>(
      `select e.id, (select g.id from event_pace_groups g where g.event_id = e.id order by g.position limit 1)
        as pace_group_id from events e where e.starts_at > now() + interval '2 days' and e.status <> 'cancelled'
        and e.participant_count < e.max_participants - 20 order by e.id limit ${RUNNERS}`,
    );
    const places = await ctx.query<{ value: string; lat: number; lng: number }>(
      `select value, lat, lng from australian_locations where state = 'NSW' order by id limit 500`,
    );
    // Each runner steps through join, comment, leave, create, on a run of their own.
    const step = new Array<number>(cookies.length).fill(0);
    let writes = 0;
    let random = 7;
    const nextRandom = () => (random = (random * 1103515245 + 12345) % 2147483648) / 2147483648;
    const write = (): Partial<ScenarioRequest> => {
      const i = writes++ % cookies.length;
      const { id: run, pace_group_id: paceGroupId } = runs[i % runs.length]!;
      const headers = {
        cookie: cookies[i]!,
        'sec-fetch-site': 'same-origin',
        'content-type': 'application/json',
      };
      switch (step[i]!++ % 4) {
        case 0:
          return {
            method: 'POST',
            path: `/api/events/${run}/join`,
            headers,
            body: JSON.stringify(paceGroupId ? { paceGroupId } : {}),
          };
        case 1:
          return {
            method: 'POST',
            path: `/api/events/${run}/comments`,
            headers,
            body: JSON.stringify({ content: 'See you at the start!', isQuickComment: false }),
          };
        case 2:
          // No body, so no JSON content type: the server refuses an empty JSON body (400).
          return {
            method: 'DELETE',
            path: `/api/events/${run}/leave`,
            headers: { cookie: headers.cookie, 'sec-fetch-site': headers['sec-fetch-site'] },
            body: undefined,
          };
        default: {
          const place = places[writes % places.length]!;
          return {
            method: 'POST',
            path: '/api/events',
            headers,
            body: JSON.stringify({
              title: `Bench mixed run ${writes}`,
              date: isoDay(5 + (writes % 20)),
              time: '06:30',
              location: place.value,
              lat: Number(place.lat),
              lng: Number(place.lng),
              distances: ['5k'],
            }),
          };
        }
      }
    };
    const read = (): Partial<ScenarioRequest> => ({
      method: 'GET',
      path: search!.next!(),
      headers: {},
      body: undefined,
    });
    return [{ path: search!.path, nextRequest: () => (nextRandom() < WRITE_SHARE ? write() : read()) }];
  },
};

export default [mixedWritesScenario];
