import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/helpers/app.ts';
import { signedInUser } from '../../../test/helpers/factories.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe('profile', () => {
  it('edits running preferences with the rules and shows progress', async () => {
    const { headers } = await signedInUser(ctx.database.db, { totalDistance: 42195 });
    const saved = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/profile',
      headers,
      payload: {
        bio: 'Early bird.',
        preferredPace: '8:51/mi',
        experienceLevel: 'advanced',
        availabilityDays: ['monday', 'monday', 'saturday'],
        preferredTime: 'early_morning',
        runningGoals: ['Sub-3 marathon'],
      },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      bio: 'Early bird.',
      preferredPace: '5:30',
      availabilityDays: ['monday', 'saturday'],
      heatmapOptOut: false,
      progress: { eventsJoined: 0, runsCompleted: 0, totalKm: 42.2, personalBests: {} },
    });
    const bad = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/profile',
      headers,
      payload: { preferredPace: 'fast' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Pace looks like 5:30 (minutes and seconds per km)');
    expect(
      (
        await ctx.app.inject({
          method: 'PATCH',
          url: '/api/profile',
          headers,
          payload: { bio: 'x'.repeat(501) },
        })
      ).statusCode,
    ).toBe(400);
    expect((await ctx.app.inject({ url: '/api/profile', headers })).json().bio).toBe('Early bird.');
    expect((await ctx.app.inject({ url: '/api/profile' })).statusCode).toBe(401);
  });

  it('shows a public profile without e-mail, birth date, tokens or address', async () => {
    const viewer = await signedInUser(ctx.database.db);
    const { user } = await signedInUser(ctx.database.db, {
      firstName: 'Zoe',
      lastName: 'Park',
      dateOfBirth: '1984-06-15',
      location: 'Bondi, NSW 2026',
      stravaAccessToken: 'secret-token',
      calendarFeedTokenHash: 'f'.repeat(64),
    });
    const res = await ctx.app.inject({ url: `/api/users/${user.id}`, headers: viewer.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: user.id,
      firstName: 'Zoe',
      lastName: 'Park',
      suburb: 'Bondi, NSW',
      clubs: [],
      counts: { eventsJoined: 0, buddies: 0 },
      blockedByMe: false,
    });
    expect(['30-39', '40-49']).toContain(res.json().ageBand);
    for (const secret of [user.email!, '1984', 'secret-token', 'fffff', '2026'])
      expect(res.body).not.toContain(secret);
    expect((await ctx.app.inject({ url: `/api/users/${user.id}` })).statusCode).toBe(401);
    const missing = '00000000-0000-4000-8000-000000000000';
    expect((await ctx.app.inject({ url: `/api/users/${missing}`, headers: viewer.headers })).statusCode).toBe(
      404,
    );
    expect((await ctx.app.inject({ url: '/api/users/nope', headers: viewer.headers })).statusCode).toBe(400);
  });
});
