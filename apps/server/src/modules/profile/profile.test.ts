import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/helpers/app.ts';
import { signedInUser } from '../../../test/helpers/factories.ts';
import { userGoals, users } from '../../db/schema/index.ts';

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
    // Goals are the training goals (goals, or /api/goals): the free-text running goals are gone (issue 26).
    const freeText = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/profile',
      headers,
      payload: { runningGoals: ['Sub-3 marathon'] },
    });
    expect(freeText.statusCode).toBe(400);
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

describe('one endpoint for the whole profile (PATCH /api/profile)', () => {
  const details = {
    firstName: 'Sam',
    lastName: 'Nguyen',
    location: 'Fitzroy, VIC 3065',
    dateOfBirth: '1988-02-03',
    sex: 'non-binary',
    preferredDistances: ['5k', 'half_marathon'],
    goals: [
      {
        eventName: 'Melbourne Marathon',
        distance: 'marathon',
        difficulty: 'advanced',
        eventDate: '2027-10-10',
        targetTime: '3:30:00',
        notes: 'Sub 3:30',
        status: 'in_progress',
      },
    ],
  };

  it('requires sign-in', async () => {
    const res = await ctx.app.inject({ method: 'PATCH', url: '/api/profile', payload: details });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('Please sign in to continue');
  });

  it("saves profile setup's personal details with running preferences, and stores goals in user_goals", async () => {
    const { user, headers } = await signedInUser(ctx.database.db);
    const res = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/profile',
      headers,
      payload: { ...details, preferredTime: 'evening' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      preferredDistances: ['5k', 'half_marathon'],
      preferredTime: 'evening',
    });
    const me = (await ctx.app.inject({ url: '/api/auth/user', headers })).json();
    expect(me).toMatchObject({
      firstName: 'Sam',
      lastName: 'Nguyen',
      location: 'Fitzroy, VIC 3065',
      dateOfBirth: '1988-02-03',
      sex: 'non-binary',
      goals: [
        { eventName: 'Melbourne Marathon', status: 'active', targetTime: '3:30:00', eventDate: '2027-10-10' },
      ],
    });
    const replaced = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/profile',
      headers,
      payload: { goals: [] },
    });
    expect(replaced.statusCode).toBe(200);
    expect(await ctx.database.db.select().from(userGoals).where(eq(userGoals.userId, user.id))).toEqual([]);
    // A part of the profile changes only that part.
    expect((await ctx.app.inject({ url: '/api/auth/user', headers })).json().firstName).toBe('Sam');
  });

  it('refuses fields the runner does not own, and changes nothing', async () => {
    const { user, headers } = await signedInUser(ctx.database.db, { emailVerified: false });
    const res = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/profile',
      headers,
      payload: { ...details, emailVerified: true, eventsJoined: 99, authProvider: 'google', googleId: 'x' },
    });
    expect(res.statusCode).toBe(400);
    const [stored] = await ctx.database.db.select().from(users).where(eq(users.id, user.id));
    expect(stored).toMatchObject({ emailVerified: false, eventsJoined: 0, googleId: null });
    expect(stored!.firstName).not.toBe('Sam');
  });

  it('validates personal details with the profile messages', async () => {
    const { headers } = await signedInUser(ctx.database.db);
    const res = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/profile',
      headers,
      payload: {
        firstName: '',
        lastName: '',
        location: '',
        dateOfBirth: '',
        sex: '',
        preferredDistances: [],
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toMatchObject({
      firstName: ['First name is required'],
      lastName: ['Last name is required'],
      location: ['Location is required'],
      dateOfBirth: ['Date of birth is required'],
      sex: ['Sex is required'],
      preferredDistances: ['Select at least one preferred distance'],
    });
  });

  it('is the only profile endpoint: PATCH /api/auth/profile is gone', async () => {
    const { headers } = await signedInUser(ctx.database.db);
    const res = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/auth/profile',
      headers,
      payload: details,
    });
    expect(res.statusCode).toBe(404);
  });
});
