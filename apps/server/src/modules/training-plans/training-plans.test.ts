import {
  TRAINING_MESSAGES as M,
  addDays,
  type FeedbackResult,
  type TrainingAdjustment,
  type TrainingPlan,
  type TrainingPlanTemplate,
  type TrainingStats,
  messageText,
} from '@stride/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/helpers/app.ts';
import { signedInUser } from '../../../test/helpers/factories.ts';
import { sydneyToday, wizardAnswers } from '../../../test/helpers/training-plan-answers.ts';
import { TRAINING_PLAN_TEMPLATES } from './engine/index.ts';
import { upsertTemplates } from './training-plans.repository.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
  await upsertTemplates(ctx.database.db, TRAINING_PLAN_TEMPLATES);
});
afterAll(() => ctx.close());
afterEach(() => vi.useRealTimers());

const DAY_MS = 86_400_000;
/** Moves the server's clock (Date only; timers stay real) `days` ahead of the real now. */
function travel(days: number) {
  const now = Date.now();
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(now + days * DAY_MS);
}

async function runner() {
  return signedInUser(ctx.database.db);
}

async function createPlan(headers: Record<string, string>, overrides: Record<string, unknown> = {}) {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/training-plans',
    headers,
    payload: wizardAnswers(overrides),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<TrainingPlan>();
}

const workouts = (plan: TrainingPlan) => plan.schedule.weeks.flatMap((w) => w.workouts);

function feedback(headers: Record<string, string>, planId: number, date: string, body: object) {
  return ctx.app.inject({
    method: 'POST',
    url: `/api/training-plans/${planId}/workouts/${date}/feedback`,
    headers,
    payload: body,
  });
}

describe('creating a plan', () => {
  it('builds a plan from the wizard answers with weeks, workouts and VDOT paces', async () => {
    const { headers } = await runner();
    const plan = await createPlan(headers);
    expect(plan.status).toBe('active');
    expect(plan.planType).toBe('half_marathon');
    expect(plan.schedule.weeks).toHaveLength(12);
    expect(plan.schedule.paces.source).toBe('race');
    expect(plan.schedule.paces.vdot).toBeCloseTo(40, 0);
    // Daniels: VDOT 40 threshold about 5:06 /km.
    expect(plan.schedule.paces.zones.threshold.fastSecPerKm).toBeGreaterThan(300);
    expect(plan.schedule.paces.zones.threshold.fastSecPerKm).toBeLessThan(312);
    const all = workouts(plan);
    expect(all.at(-1)?.type).toBe('race');
    expect(all.at(-1)?.date).toBe(plan.endDate);
    expect(all.find((w) => w.date === sydneyToday())).toBeDefined();
    for (const w of all) {
      expect(w.id).toBe(w.date);
      expect(w.paceRange.fastSecPerKm).toBeLessThanOrEqual(w.paceRange.slowSecPerKm);
    }

    const list = await ctx.app.inject({ url: '/api/training-plans', headers });
    expect(list.json()).toEqual([expect.objectContaining({ id: plan.id, status: 'active' })]);
    const one = await ctx.app.inject({ url: `/api/training-plans/${plan.id}`, headers });
    expect(one.statusCode).toBe(200);
    expect(one.json<TrainingPlan>().schedule.weeks[0]!.workouts.length).toBeGreaterThan(0);
    expect(one.json<TrainingPlan>().currentWeek).toBe(1);
    expect(one.json()).not.toHaveProperty('schedule.design');
  });

  it('previews the weeks without saving anything', async () => {
    const { headers } = await runner();
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/training-plans/preview',
      headers,
      payload: wizardAnswers({ goalDistance: '10k', weeks: 8 }),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().schedule.weeks).toHaveLength(8);
    expect(res.json().name).toBe('10K training plan');
    expect((await ctx.app.inject({ url: '/api/training-plans', headers })).json()).toEqual([]);
  });

  it('warns in the preview when the goal needs more than the days and base allow (issue 27)', async () => {
    const { headers } = await runner();
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/training-plans/preview',
      headers,
      payload: wizardAnswers({
        goalDistance: 'marathon',
        weeks: 16,
        currentWeeklyKm: 25,
        longestRecentRunKm: 14,
      }),
    });
    expect(res.statusCode, res.body).toBe(200);
    const warnings = res.json().warnings as Array<{ code: string; message: string; messageCode: string }>;
    expect(warnings.map((w) => w.code)).toEqual(['add_run_day', 'build_base', 'later_race']);
    expect(warnings[1]!.messageCode).toBe(M.warnBuildBase);
    expect(warnings[1]!.message).toMatch(
      /^Your long runs would be up to \d+% of a week \(more than 40%\): build your base first/,
    );
  });

  it('answers 400 with clear messages and saves nothing', async () => {
    const { headers } = await runner();
    const post = (overrides: Record<string, unknown>) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/training-plans',
        headers,
        payload: wizardAnswers(overrides),
      });
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ weeks: null, raceDate: addDays(sydneyToday(), -3) }, 'raceDate', messageText(M.raceDatePast)],
      [{ goalDistance: 'marathon', weeks: 6 }, 'weeks', messageText(M.planTooShort)],
      [{ daysPerWeek: 2, runDays: [1, 3] }, 'daysPerWeek', messageText(M.daysPerWeek)],
      [{ daysPerWeek: 7 }, 'daysPerWeek', messageText(M.daysPerWeek)],
      [{ recentRace: { distanceKm: 10, time: 'fast' } }, 'recentRace.time', messageText(M.raceTime)],
      [{ longRunDay: 9 }, 'longRunDay', messageText(M.runDay)],
      [{ currentWeeklyKm: 2 }, 'currentWeeklyKm', messageText(M.currentWeeklyKmMin)],
    ];
    for (const [overrides, field, message] of cases) {
      const res = await post(overrides);
      expect(res.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(res.json().fields[field], JSON.stringify(res.json())).toContain(message);
    }
    // Too short for this runner: 10 weeks from a 3 km longest run cannot reach a marathon's long runs.
    const short = await post({
      goalDistance: 'marathon',
      weeks: 12,
      currentWeeklyKm: 10,
      longestRecentRunKm: 3,
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().fields.weeks).toContain(messageText(M.planTooShort));
    expect((await ctx.app.inject({ url: '/api/training-plans', headers })).json()).toEqual([]);
  });

  it('builds from a seeded template and links a goal the runner owns', async () => {
    const { headers } = await runner();
    const templates = (await ctx.app.inject({ url: '/api/training-plan-templates' })).json<
      TrainingPlanTemplate[]
    >();
    expect(templates.map((t) => t.slug)).toEqual(TRAINING_PLAN_TEMPLATES.map((t) => t.slug));
    const first5k = templates.find((t) => t.slug === 'first-5k')!;
    const goal = await ctx.app.inject({
      method: 'POST',
      url: '/api/goals',
      headers,
      payload: { eventName: 'Bondi parkrun', distance: '5k', difficulty: 'beginner', targetTime: '0:30:00' },
    });
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/training-plans',
      headers,
      payload: {
        templateId: first5k.id,
        currentWeeklyKm: 10,
        longestRecentRunKm: 4,
        goalId: goal.json().id,
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      name: 'First 5K',
      planType: 'beginner',
      goalId: goal.json().id,
      goal: 'Bondi parkrun',
    });
    expect(res.json().schedule.weeks).toHaveLength(first5k.duration);

    const stranger = await runner();
    const foreignGoal = await ctx.app.inject({
      method: 'POST',
      url: '/api/training-plans',
      headers: stranger.headers,
      payload: { templateId: first5k.id, currentWeeklyKm: 10, longestRecentRunKm: 4, goalId: goal.json().id },
    });
    expect(foreignGoal.statusCode).toBe(400);
    expect(foreignGoal.json().fields.goalId).toEqual([messageText(M.goalNotFound)]);
    const below = await ctx.app.inject({
      method: 'POST',
      url: '/api/training-plans',
      headers,
      payload: { templateId: first5k.id, currentWeeklyKm: 5, longestRecentRunKm: 4 },
    });
    expect(below.json().fields.currentWeeklyKm).toEqual([messageText(M.templatePrerequisites)]);
  });
});

describe('feedback and adaptation', () => {
  it("marks today's workout done ('Workout Completed') and counts it in the stats", async () => {
    const { headers } = await runner();
    const plan = await createPlan(headers);
    const today = sydneyToday();
    const res = await feedback(headers, plan.id, today, {
      completed: true,
      actualDistance: 6.5,
      actualDuration: 2400,
      effortRating: 5,
      enjoymentRating: 4,
      weatherConditions: 'sunny',
      notes: 'Felt good',
    });
    expect(res.statusCode, res.body).toBe(200);
    const result = res.json<FeedbackResult>();
    expect(result.message).toBe('Workout Completed');
    expect(result.feedback).toMatchObject({ workoutDate: today, completed: true, actualDistance: 6.5 });
    expect(workouts(result.plan).find((w) => w.date === today)?.completed).toBe(true);
    expect(result.adjustments).toEqual([]);

    const stats = (
      await ctx.app.inject({ url: `/api/training-plans/${plan.id}/stats`, headers })
    ).json<TrainingStats>();
    expect(stats).toMatchObject({
      runsCompleted: 1,
      totalDistanceKm: 6.5,
      totalTimeSec: 2400,
      averagePaceSecPerKm: Math.round(2400 / 6.5),
      completionRate: 1,
      currentWeek: 1,
    });
    expect(stats.weeks[0]).toMatchObject({ completedKm: 6.5, completedRuns: 1 });
    expect(stats.weeks).toHaveLength(12);
  });

  it('eases the next 7 days after a run that felt too hard, once, with a readable reason', async () => {
    const { headers } = await runner();
    const plan = await createPlan(headers);
    const today = sydneyToday();
    const nextWeekKm = (p: TrainingPlan) =>
      workouts(p)
        .filter((w) => w.date > today && w.date <= addDays(today, 7))
        .reduce((s, w) => s + w.distanceKm, 0);
    const res = await feedback(headers, plan.id, today, { completed: true, effortRating: 10 });
    const result = res.json<FeedbackResult>();
    const types = result.adjustments.map((a) => [a.adjustmentType, a.reasonCode]);
    expect(types).toContainEqual(['volume_decrease', 'felt_too_hard']);
    const ease = result.adjustments.find((a) => a.reasonCode === 'felt_too_hard')!;
    expect(ease.reason).toContain('felt very hard (effort 10 of 10)');
    expect(ease.newValue!).toBeLessThan(ease.previousValue!);
    expect(nextWeekKm(result.plan)).toBeLessThan(nextWeekKm(plan));
    expect(workouts(result.plan).some((w) => w.adjusted)).toBe(true);

    // The same report again changes nothing more.
    const again = await feedback(headers, plan.id, today, { completed: true, effortRating: 10 });
    expect(again.json<FeedbackResult>().adjustments).toEqual([]);
    const history = (
      await ctx.app.inject({ url: `/api/training-plans/${plan.id}/adjustments`, headers })
    ).json<TrainingAdjustment[]>();
    expect(history.filter((a) => a.reasonCode === 'felt_too_hard')).toHaveLength(1);
  });

  it('eases after low energy too', async () => {
    const { headers } = await runner();
    const plan = await createPlan(headers);
    const res = await feedback(headers, plan.id, sydneyToday(), { completed: true, energyLevel: 1 });
    expect(res.json<FeedbackResult>().adjustments.map((a) => a.reasonCode)).toContain('low_energy');
  });

  it('holds the volume after two missed runs in a week, then builds again after an easy week', async () => {
    const { headers } = await runner();
    const plan = await createPlan(headers);
    const weeks = plan.schedule.weeks;
    // Nothing reported for the first two weeks; the runner comes back in week 3.
    const week3 = weeks[2]!;
    const back = week3.workouts[0]!;
    // The week's first run, which need not fall on the week's first day.
    travel(daysFromToday(back.date));
    const res = await feedback(headers, plan.id, back.date, { completed: true, effortRating: 5 });
    expect(res.statusCode, res.body).toBe(200);
    const held = res.json<FeedbackResult>().adjustments;
    expect(held.map((a) => [a.adjustmentType, a.reasonCode])).toContainEqual([
      'volume_decrease',
      'missed_runs',
    ]);
    expect(held.find((a) => a.reasonCode === 'missed_runs')!.reason).toMatch(/You missed \d runs in week \d/);

    // Week 3 done in full as the plan now stands (the hold may have taken runs out of it), every run
    // comfortable: progression resumes once the week is over.
    const current = async () =>
      (await ctx.app.inject({ url: `/api/training-plans/${plan.id}`, headers })).json<TrainingPlan>().schedule
        .weeks;
    for (const w of (await current())[2]!.workouts.filter((run) => run.date > back.date)) {
      travel(daysFromToday(w.date));
      const done = await feedback(headers, plan.id, w.date, { completed: true, effortRating: 4 });
      expect(done.statusCode, done.body).toBe(200);
    }
    const week4 = (await current())[3]!;
    travel(daysFromToday(week4.workouts[0]!.date));
    const next = await feedback(headers, plan.id, week4.workouts[0]!.date, {
      completed: true,
      effortRating: 4,
    });
    expect(next.statusCode, next.body).toBe(200);
    expect(
      next.json<FeedbackResult>().adjustments.map((a) => [a.adjustmentType, a.reasonCode]),
    ).toContainEqual(['volume_increase', 'back_on_track']);
  });

  it('refuses workouts still ahead, days without a workout and bad ratings', async () => {
    const { headers } = await runner();
    const plan = await createPlan(headers);
    const future = workouts(plan).find((w) => w.date > sydneyToday())!;
    const ahead = await feedback(headers, plan.id, future.date, { completed: true });
    expect(ahead.statusCode).toBe(400);
    expect(ahead.json().message).toBe(messageText(M.workoutAhead));
    const rest = addDays(plan.endDate!, 30);
    expect((await feedback(headers, plan.id, rest, { completed: true })).statusCode).toBe(404);
    const bad = await feedback(headers, plan.id, sydneyToday(), { completed: true, effortRating: 11 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields.effortRating).toEqual([messageText(M.effortRating)]);
    const badRecovery = await feedback(headers, plan.id, sydneyToday(), {
      completed: true,
      recoveryRating: 0,
    });
    expect(badRecovery.json().fields.recoveryRating).toEqual([messageText(M.rating)]);
    const stats = (await ctx.app.inject({ url: `/api/training-plans/${plan.id}/stats`, headers })).json();
    expect(stats.runsCompleted).toBe(0);
  });
});

function daysFromToday(date: string): number {
  const today = sydneyToday();
  return Math.round((Date.parse(`${date}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / DAY_MS);
}

describe('changing a plan', () => {
  it('pauses, resumes and cancels; an ended plan stays ended', async () => {
    const { headers } = await runner();
    const plan = await createPlan(headers);
    const patch = (payload: object) =>
      ctx.app.inject({ method: 'PATCH', url: `/api/training-plans/${plan.id}`, headers, payload });
    expect((await patch({ status: 'paused' })).json().status).toBe('paused');
    // Reports still mark workouts done on a paused plan, without adapting it.
    const report = await feedback(headers, plan.id, sydneyToday(), { completed: true, effortRating: 10 });
    expect(report.json<FeedbackResult>().adjustments).toEqual([]);
    expect((await patch({ status: 'active' })).json().status).toBe('active');
    expect((await patch({ status: 'cancelled' })).json().status).toBe('cancelled');
    const reopen = await patch({ status: 'active' });
    expect(reopen.statusCode).toBe(400);
    expect(reopen.json().fields.status).toEqual([messageText(M.planStatusChange)]);
    expect((await patch({ status: 'sleeping' })).json().fields.status).toEqual([messageText(M.planStatus)]);
    expect((await patch({})).json().message).toBe(messageText(M.nothingToChange));
    expect((await feedback(headers, plan.id, sydneyToday(), { completed: true })).statusCode).toBe(400);
  });

  it('moves the rest of the plan to new run days and records it', async () => {
    const { headers } = await runner();
    const plan = await createPlan(headers);
    const res = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/training-plans/${plan.id}`,
      headers,
      payload: { runDays: [1, 3, 5, 6], longRunDay: 6 },
    });
    expect(res.statusCode, res.body).toBe(200);
    const moved = res.json<TrainingPlan>();
    expect(moved.schedule.runDays).toEqual([1, 3, 5, 6]);
    const later = workouts(moved).filter((w) => w.date > addDays(sydneyToday(), 7) && w.type !== 'race');
    for (const w of later) expect([1, 3, 5, 6]).toContain(w.dayOfWeek);
    const history = (
      await ctx.app.inject({ url: `/api/training-plans/${plan.id}/adjustments`, headers })
    ).json<TrainingAdjustment[]>();
    expect(history[0]).toMatchObject({ adjustmentType: 'schedule_change', reasonCode: 'run_days_changed' });
    expect(history[0]!.reason).toContain('Monday, Wednesday, Friday and Saturday');

    const badLong = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/training-plans/${plan.id}`,
      headers,
      payload: { runDays: [1, 3, 5], longRunDay: 0 },
    });
    expect(badLong.statusCode).toBe(400);
    expect(badLong.json().fields.longRunDay).toEqual([messageText(M.longRunDay)]);
  });

  it('deletes a plan', async () => {
    const { headers } = await runner();
    const plan = await createPlan(headers);
    const del = await ctx.app.inject({ method: 'DELETE', url: `/api/training-plans/${plan.id}`, headers });
    expect(del.statusCode).toBe(204);
    expect((await ctx.app.inject({ url: `/api/training-plans/${plan.id}`, headers })).statusCode).toBe(404);
  });
});

describe('permissions', () => {
  it('needs a signed-in runner', async () => {
    for (const [method, url] of [
      ['GET', '/api/training-plans'],
      ['POST', '/api/training-plans'],
      ['POST', '/api/training-plans/preview'],
      ['GET', '/api/training-plans/1'],
      ['GET', '/api/training-plans/1/stats'],
      ['GET', '/api/training-plans/1/adjustments'],
    ] as const) {
      const res = await ctx.app.inject({
        method,
        url,
        payload: method === 'POST' ? wizardAnswers() : undefined,
      });
      expect(res.statusCode, url).toBe(401);
    }
  });

  it("answers 404 for someone else's plan and workout, and changes nothing", async () => {
    const owner = await runner();
    const other = await runner();
    const plan = await createPlan(owner.headers);
    const base = `/api/training-plans/${plan.id}`;
    const h = other.headers;
    expect((await ctx.app.inject({ url: base, headers: h })).statusCode).toBe(404);
    expect((await ctx.app.inject({ url: `${base}/stats`, headers: h })).statusCode).toBe(404);
    expect((await ctx.app.inject({ url: `${base}/adjustments`, headers: h })).statusCode).toBe(404);
    const patch = await ctx.app.inject({
      method: 'PATCH',
      url: base,
      headers: h,
      payload: { status: 'paused' },
    });
    expect(patch.statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'DELETE', url: base, headers: h })).statusCode).toBe(404);
    const report = await feedback(h, plan.id, sydneyToday(), { completed: true, effortRating: 10 });
    expect(report.statusCode).toBe(404);
    const mine = (await ctx.app.inject({ url: base, headers: owner.headers })).json<TrainingPlan>();
    expect(mine.status).toBe('active');
    expect(workouts(mine).every((w) => !w.completed)).toBe(true);
  });
});

describe('calendar feed', () => {
  it("carries the runner's upcoming workouts of active plans as whole-day entries", async () => {
    const { headers } = await runner();
    const plan = await createPlan(headers);
    const { url } = (
      await ctx.app.inject({ method: 'POST', url: '/api/users/me/calendar-feed', headers })
    ).json();
    const feed = (await ctx.app.inject({ url: new URL(url).pathname })).body;
    const today = sydneyToday();
    const upcoming = workouts(plan).filter((w) => w.date >= today);
    expect(feed.match(/UID:workout-/g)).toHaveLength(upcoming.length);
    expect(feed).toContain(`UID:workout-${plan.id}-${today}@localhost\r\n`);
    expect(feed).toContain(`DTSTART;VALUE=DATE:${today.replaceAll('-', '')}\r\n`);
    expect(feed).toContain(`UID:workout-${plan.id}-${plan.endDate}@`);
    for (const line of feed.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);

    await ctx.app.inject({
      method: 'PATCH',
      url: `/api/training-plans/${plan.id}`,
      headers,
      payload: { status: 'paused' },
    });
    expect((await ctx.app.inject({ url: new URL(url).pathname })).body).not.toContain('UID:workout-');
  });
});

describe("one plan in progress, named in the reader's language (issue 26)", () => {
  it('answers 409 for a second plan unless it replaces the first, whose history stays', async () => {
    const { headers } = await runner();
    const first = await createPlan(headers);
    await feedback(headers, first.id, sydneyToday(), { completed: true });
    const again = await ctx.app.inject({
      method: 'POST',
      url: '/api/training-plans',
      headers,
      payload: wizardAnswers(),
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(messageText(M.planInProgress));
    const second = await createPlan(headers, { replaceActive: true, planName: 'Sydney half' });
    const list = (await ctx.app.inject({ url: '/api/training-plans', headers })).json();
    expect(list).toEqual([
      expect.objectContaining({ id: second.id, status: 'active', name: 'Sydney half', nameCustom: true }),
      expect.objectContaining({
        id: first.id,
        status: 'cancelled',
        nameCustom: false,
        planType: 'half_marathon',
        templateSlug: null,
      }),
    ]);
    const old = (
      await ctx.app.inject({ url: `/api/training-plans/${first.id}`, headers })
    ).json<TrainingPlan>();
    expect(workouts(old).find((w) => w.date === sydneyToday())?.completed).toBe(true);
  });

  it('marks a renamed plan as named by the runner', async () => {
    const { headers } = await runner();
    const plan = await createPlan(headers);
    expect(plan).toMatchObject({
      name: 'Half marathon training plan',
      nameCustom: false,
      templateSlug: null,
    });
    const renamed = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/training-plans/${plan.id}`,
      headers,
      payload: { planName: 'Autumn half' },
    });
    expect(renamed.json()).toMatchObject({ name: 'Autumn half', nameCustom: true });
  });
});

describe('"How are you feeling?" (issue 27)', () => {
  const checkIn = (headers: Record<string, string>, id: number, payload: object) =>
    ctx.app.inject({ method: 'POST', url: `/api/training-plans/${id}/check-in`, headers, payload });
  const between = (plan: TrainingPlan, from: string, to: string) =>
    workouts(plan).filter((w) => w.date >= from && w.date <= to && w.type !== 'race');

  it('sick: the next days are rest, then easy running comes back, with a plain reason', async () => {
    const { headers } = await runner();
    const plan = await createPlan(headers);
    const today = sydneyToday();
    const res = await checkIn(headers, plan.id, { status: 'sick', days: 2 });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.messageCode).toBe(M.checkInAdjusted);
    expect(body.adjustments).toEqual([
      expect.objectContaining({ reasonCode: 'checked_in_sick', adjustmentType: 'volume_decrease' }),
    ]);
    expect(body.adjustments[0].reason).toContain('no running from');
    expect(between(body.plan, today, addDays(today, 1))).toEqual([]);
    const back = between(body.plan, addDays(today, 2), addDays(today, 4));
    expect(back.length).toBeGreaterThan(0);
    expect(back.every((w) => w.type === 'easy')).toBe(true);
    // The default is 3 days.
    const other = await runner();
    const plan2 = await createPlan(other.headers);
    const res2 = await checkIn(other.headers, plan2.id, { status: 'sick' });
    expect(between(res2.json().plan, today, addDays(today, 2))).toEqual([]);
  });

  it('tired: the next 3 days are easy and shorter; fine ends it', async () => {
    const { headers } = await runner();
    const plan = await createPlan(headers);
    const today = sydneyToday();
    const before = between(plan, today, addDays(today, 2));
    const res = await checkIn(headers, plan.id, { status: 'tired' });
    const after = between(res.json().plan, today, addDays(today, 2));
    expect(res.json().adjustments[0].reasonCode).toBe('checked_in_tired');
    expect(after.every((w) => w.type === 'easy')).toBe(true);
    const km = (ws: typeof after) => ws.reduce((s, w) => s + w.distanceKm, 0);
    expect(km(after)).toBeLessThan(km(before));
    const fine = await checkIn(headers, plan.id, { status: 'fine' });
    expect(fine.json().adjustments[0].reasonCode).toBe('checked_in_fine');
    expect(between(fine.json().plan, today, addDays(today, 2)).map((w) => w.type)).toEqual(
      before.map((w) => w.type),
    );
    // Fine with nothing to undo changes nothing.
    const again = await checkIn(headers, plan.id, { status: 'fine' });
    expect(again.json()).toMatchObject({ messageCode: M.checkInFine, adjustments: [] });
  });

  it('travelling: short easy runs, each movable within the trip', async () => {
    const { headers } = await runner();
    const plan = await createPlan(headers);
    const today = sydneyToday();
    const res = await checkIn(headers, plan.id, { status: 'travelling', days: 4 });
    const trip = between(res.json().plan, today, addDays(today, 3));
    expect(trip.length).toBeGreaterThan(0);
    expect(trip.every((w) => w.type === 'easy' && w.movable === true)).toBe(true);
    expect(res.json().adjustments[0].reasonCode).toBe('checked_in_travelling');
  });

  it('injured: pauses the plan and suggests a professional; resuming rebuilds from reduced volume', async () => {
    const { headers } = await runner();
    const plan = await createPlan(headers);
    const res = await checkIn(headers, plan.id, { status: 'injured' });
    expect(res.json()).toMatchObject({ messageCode: M.checkInInjured, plan: { status: 'paused' } });
    expect(res.json().message).toContain('physiotherapist or doctor');
    expect(res.json().adjustments[0]).toMatchObject({
      adjustmentType: 'plan_paused',
      reasonCode: 'checked_in_injured',
    });
    // A paused plan takes no check-in.
    const paused = await checkIn(headers, plan.id, { status: 'tired' });
    expect(paused.statusCode).toBe(400);
    expect(paused.json().fields.status).toEqual([messageText(M.checkInPlanNotActive)]);
    const resumed = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/training-plans/${plan.id}`,
      headers,
      payload: { status: 'active' },
    });
    expect(resumed.json().status).toBe('active');
    const history = (
      await ctx.app.inject({ url: `/api/training-plans/${plan.id}/adjustments`, headers })
    ).json<TrainingAdjustment[]>();
    expect(history[0]).toMatchObject({ reasonCode: 'return_from_injury', adjustmentType: 'volume_decrease' });
    const today = sydneyToday();
    const firstWeek = between(resumed.json(), today, addDays(today, 6));
    expect(firstWeek.every((w) => w.type === 'easy')).toBe(true);
  });

  it('refuses a bad status or days, and answers 404 for someone else', async () => {
    const { headers } = await runner();
    const plan = await createPlan(headers);
    const bad = await checkIn(headers, plan.id, { status: 'grumpy' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields.status).toEqual([messageText(M.checkInStatus)]);
    const days = await checkIn(headers, plan.id, { status: 'sick', days: 30 });
    expect(days.json().fields.days).toEqual([messageText(M.checkInDays)]);
    const stranger = await runner();
    expect((await checkIn(stranger.headers, plan.id, { status: 'sick' })).statusCode).toBe(404);
  });
});
