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
  return { ids: runners.map(({ id }) => id), cookies: runners.map(({ token }) => `stride_sid=${token}`) };
}

const isoDay = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/**
 * Writes come in turn (join, comment, leave, create: write w is kind w % 4), each kind by its own runner in
 * the cycle of runners, and a runner's steps lie SPACING writes apart: runner j joins its run at slot j,
 * comments at j + SPACING, leaves at j + 2 × SPACING and creates a run at j + 3 × SPACING (slots wrap
 * round). So a leave always follows its runner's join by thousands of requests, whichever connection
 * sends it, and a run of any length sends every kind from its first second.
 */
const SPACING = 50;
const KINDS = 4;
const LEAVE = 2;

/** Of `runners` in the cycle, the one who takes step `kind` in `slot`. */
const runnerAt = (slot: number, kind: number, runners: number) =>
  (((slot - kind * SPACING) % runners) + runners) % runners;

/**
 * Each runner's run as the cycle expects it at its start: runners whose first step in the cycle is a leave
 * (it wraps round from the cycle before) already on it, everyone else not on it (whatever an earlier run
 * on the same database left behind).
 */
async function resetAttendance(
  ctx: ScenarioContext,
  pairs: { runner: string; run: number; paceGroupId: number | null; joined: boolean }[],
) {
  const values = (list: typeof pairs) =>
    list.map((p) => `(${p.run}, '${p.runner}', ${p.paceGroupId ?? 'null'})`).join(',');
  await ctx.query(
    `delete from event_participants p using (values ${values(pairs)}) v(event_id, user_id, g)
      where p.event_id = v.event_id and p.user_id = v.user_id::uuid`,
  );
  const joined = pairs.filter((p) => p.joined);
  if (joined.length)
    await ctx.query(
      `insert into event_participants (event_id, user_id, attendance_status, pace_group_id)
        select event_id, user_id::uuid, 'attending', g::int from (values ${values(joined)}) v(event_id, user_id, g)`,
    );
}

export const mixedWritesScenario: Scenario = {
  name: 'events nearby, every request different, with 5 % writes',
  needsEvents: true,
  requests: async (ctx) => {
    const [search] = await eventsDistinctScenario.requests(ctx);
    const { ids, cookies } = await runnersWithSessions(ctx, RUNNERS);
    // Generated runs far enough ahead, with room: a join should find a place (in the first pace group,
    // where the run has pace groups: joining one of those asks for a group).
    const runs = await ctx.query<{ id: number; pace_group_id: number | null }>(
      `select e.id, (select g.id from event_pace_groups g where g.event_id = e.id order by g.position limit 1)
        as pace_group_id from events e where e.title like 'Bench run %' and e.starts_at > now() + interval '2 days'
        and e.status <> 'cancelled' and e.participant_count < e.max_participants - 20 order by e.id limit ${RUNNERS}`,
    );
    const runOf = (j: number) => runs[j % runs.length]!;
    // Runners whose leave comes before their join in the first cycle start on their run.
    const wrapsRound = (j: number) => j >= ids.length - LEAVE * SPACING;
    await resetAttendance(
      ctx,
      ids.map((runner, j) => ({
        runner,
        run: runOf(j).id,
        paceGroupId: runOf(j).pace_group_id,
        joined: wrapsRound(j),
      })),
    );
    const places = await ctx.query<{ value: string; lat: number; lng: number }>(
      `select value, lat, lng from australian_locations where state = 'NSW' order by id limit 500`,
    );
    let writes = 0;
    let random = 7;
    const nextRandom = () => (random = (random * 1103515245 + 12345) % 2147483648) / 2147483648;
    const write = (): Partial<ScenarioRequest> => {
      const w = writes++;
      const kind = w % KINDS;
      const j = runnerAt(Math.floor(w / KINDS), kind, ids.length);
      const { id: run, pace_group_id: paceGroupId } = runOf(j);
      const headers = {
        cookie: cookies[j]!,
        'sec-fetch-site': 'same-origin',
        'content-type': 'application/json',
      };
      switch (kind) {
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
          const place = places[w % places.length]!;
          return {
            method: 'POST',
            path: '/api/events',
            headers,
            body: JSON.stringify({
              title: `Bench mixed run ${w}`,
              date: isoDay(5 + (w % 20)),
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
