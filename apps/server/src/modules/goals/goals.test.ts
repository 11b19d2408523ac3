import { TRAINING_MESSAGES as M, type Goal, messageText } from '@stride/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/helpers/app.ts';
import { signedInUser } from '../../../test/helpers/factories.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const goal = { eventName: 'Sydney Marathon', distance: 'marathon', difficulty: 'intermediate' };

describe('goals', () => {
  it('adds, lists, changes and removes the runner’s goals', async () => {
    const { headers } = await signedInUser(ctx.database.db);
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/goals',
      headers,
      payload: { ...goal, eventDate: '2030-08-31', targetTime: '3:45:00', notes: 'Sub 3:45' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const g = created.json<Goal>();
    expect(g).toMatchObject({ ...goal, targetTime: '3:45:00', status: 'active', eventDate: '2030-08-31' });

    // Profile setup shows new goals as in_progress: stored as active.
    const second = await ctx.app.inject({
      method: 'POST',
      url: '/api/goals',
      headers,
      payload: { ...goal, eventName: 'City2Surf', distance: 'charity_run', status: 'in_progress' },
    });
    expect(second.json<Goal>().status).toBe('active');
    const list = await ctx.app.inject({ url: '/api/goals', headers });
    expect(list.json<Goal[]>().map((x) => x.eventName)).toEqual(['Sydney Marathon', 'City2Surf']);

    for (const status of ['paused', 'completed', 'cancelled', 'active'] as const) {
      const res = await ctx.app.inject({
        method: 'PATCH',
        url: `/api/goals/${g.id}`,
        headers,
        payload: { status },
      });
      expect(res.json<Goal>().status).toBe(status);
    }
    const timed = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/goals/${g.id}`,
      headers,
      payload: { targetTime: '3:30:00' },
    });
    expect(timed.json<Goal>()).toMatchObject({ targetTime: '3:30:00', eventName: 'Sydney Marathon' });

    const del = await ctx.app.inject({ method: 'DELETE', url: `/api/goals/${g.id}`, headers });
    expect(del.statusCode).toBe(204);
    expect((await ctx.app.inject({ url: '/api/goals', headers })).json()).toHaveLength(1);
  });

  it('checks the fields with the spec’s messages', async () => {
    const { headers } = await signedInUser(ctx.database.db);
    const post = (payload: object) => ctx.app.inject({ method: 'POST', url: '/api/goals', headers, payload });
    expect((await post({ ...goal, eventName: '  ' })).json().fields.eventName).toEqual([
      'Event name is required',
    ]);
    expect((await post({ ...goal, distance: 'swim' })).json().fields.distance).toEqual([
      'Please choose a distance',
    ]);
    expect((await post({ ...goal, difficulty: 'pro' })).json().fields.difficulty).toEqual([
      'Please choose a difficulty',
    ]);
    for (const targetTime of ['4:00', '3:75:00', 'soon']) {
      const res = await post({ ...goal, targetTime });
      expect(res.statusCode).toBe(400);
      expect(res.json().fields.targetTime).toEqual([messageText(M.targetTime)]);
    }
    expect((await post({ ...goal, status: 'done' })).statusCode).toBe(400);
    expect((await ctx.app.inject({ url: '/api/goals', headers })).json()).toEqual([]);
  });

  it('shows and changes a goal only for its owner', async () => {
    const owner = await signedInUser(ctx.database.db);
    const other = await signedInUser(ctx.database.db);
    const g = (
      await ctx.app.inject({ method: 'POST', url: '/api/goals', headers: owner.headers, payload: goal })
    ).json<Goal>();
    const url = `/api/goals/${g.id}`;
    expect((await ctx.app.inject({ url, headers: other.headers })).statusCode).toBe(404);
    const patch = await ctx.app.inject({
      method: 'PATCH',
      url,
      headers: other.headers,
      payload: { status: 'paused' },
    });
    expect(patch.statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'DELETE', url, headers: other.headers })).statusCode).toBe(404);
    expect((await ctx.app.inject({ url: '/api/goals', headers: other.headers })).json()).toEqual([]);
    expect((await ctx.app.inject({ url, headers: owner.headers })).json<Goal>().status).toBe('active');
    expect((await ctx.app.inject({ url: '/api/goals' })).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'POST', url: '/api/goals', payload: goal })).statusCode).toBe(401);
  });
});
