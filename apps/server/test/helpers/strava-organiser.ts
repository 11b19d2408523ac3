import { expect } from 'vitest';
import type { TestContext } from './app.ts';
import { signedInUser } from './factories.ts';
import type { StravaStandIn } from './strava-stand-in.ts';

/** The browser's part of "Connect Strava" for a signed-in runner, against the stand-in: the new session's cookie. */
export async function connectStrava(
  ctx: TestContext,
  strava: StravaStandIn,
  athleteId: number,
  cookie: string,
) {
  strava.signInAs(athleteId);
  const start = await ctx.app.inject({ url: '/api/auth/strava', headers: { cookie } });
  const state = start.cookies.find((c) => c.name === 'stride_oauth')!;
  const atStrava = await fetch(start.headers.location as string, { redirect: 'manual' });
  const callback = new URL(atStrava.headers.get('location')!);
  const done = await ctx.app.inject({
    url: callback.pathname + callback.search,
    headers: { cookie: `${cookie}; stride_oauth=${state.value}` },
  });
  expect(done.headers.location).toBe('/');
  // Signing in through Strava starts a new session.
  const session = done.cookies.find((c) => c.name === 'stride_sid' && c.value)!;
  return `stride_sid=${session.value}`;
}

/** A runner who connected Strava as `athleteId` and created a Bondi club: their session and the club's id. */
export async function stravaOrganiser(ctx: TestContext, strava: StravaStandIn, athleteId: number) {
  const runner = await signedInUser(ctx.database.db);
  const cookie = await connectStrava(ctx, strava, athleteId, runner.cookie);
  const organiser = { ...runner, cookie, headers: { cookie } };
  const club = await ctx.app.inject({
    method: 'POST',
    url: '/api/runclubs',
    headers: organiser.headers,
    payload: { name: 'Bondi Beach Runners', location: 'Bondi, NSW 2026' },
  });
  return { organiser, clubId: club.json().id as number };
}
