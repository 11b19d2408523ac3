import { addDays } from '@stride/contracts';
import { MARATHON_REQUEST } from '../../../../test/helpers/training-arbitraries.ts';
import { describe, expect, it } from 'vitest';
import { adaptPlan, feedbackHistory, type FeedbackEntry } from './adapt.ts';
import { buildPlan } from './build-plan.ts';
import { planViolations } from './rules.ts';
import type { PlanState } from './types.ts';

const plan = buildPlan(MARATHON_REQUEST);

const all = (p: PlanState) => p.weeks.flatMap((w) => w.workouts);
const on = (p: PlanState, date: string) => all(p).find((w) => w.date === date);
const weekKm = (p: PlanState, n: number) =>
  p.weeks[n - 1]!.workouts.filter((w) => w.type !== 'race').reduce((s, w) => s + w.distanceKm, 0);
/** Every workout before `today` done as planned, with an easy effort. */
const doneUntil = (p: PlanState, today: string, effort = 5): FeedbackEntry[] =>
  all(p)
    .filter((w) => w.date < today)
    .map((w) => ({ workoutDate: w.date, completed: true, effortRating: effort }));

function expectValid(p: PlanState, feedback: FeedbackEntry[], today: string) {
  const { fromDate, actualKm } = feedbackHistory(p, feedback, today);
  expect(planViolations(p, { fromDate, actualKm })).toEqual([]);
}

describe('adaptPlan', () => {
  it('changes nothing when every run so far was done as planned and felt fine', () => {
    const today = '2027-01-27';
    const result = adaptPlan(plan, doneUntil(plan, today), today);
    expect(result.adjustments).toEqual([]);
    expect(all(result.plan).map((w) => w.distanceKm)).toEqual(all(plan).map((w) => w.distanceKm));
    expect(
      all(result.plan)
        .filter((w) => w.completed)
        .map((w) => w.date),
    ).toEqual(
      all(plan)
        .filter((w) => w.date < today)
        .map((w) => w.date),
    );
  });

  it('eases the next 7 days after an easy run that felt too hard: 20 % shorter, 3 % slower', () => {
    const today = '2027-01-20';
    const feedback = [
      ...doneUntil(plan, '2027-01-19'),
      { workoutDate: '2027-01-19', completed: true, effortRating: 9 },
    ];
    const { plan: eased, adjustments } = adaptPlan(plan, feedback, today);
    expect(adjustments.map((a) => [a.adjustmentType, a.reasonCode])).toEqual([
      ['volume_decrease', 'felt_too_hard'],
      ['pace_adjustment', 'easy_pace_too_hard'],
    ]);
    expect(adjustments[0]!.reason).toBe(
      'Your run on 2027-01-19 felt very hard (effort 9 of 10), so the next 7 days are 20% shorter.',
    );
    expect(adjustments[0]!.newValue!).toBeLessThanOrEqual(0.8 * adjustments[0]!.previousValue! + 0.5);
    for (const w of all(eased).filter((x) => x.date >= today && x.date <= '2027-01-26')) {
      const before = on(plan, w.date)!;
      expect(w.distanceKm).toBeLessThanOrEqual(before.distanceKm * 0.8 + 0.05);
      expect(w.paceRange.slowSecPerKm).toBeGreaterThan(before.paceRange.slowSecPerKm);
      expect(w.adjusted).toBe(true);
    }
    // Days after the window keep their paces (their distance may shrink: the caps now see the eased
    // week); past days never change.
    expect(on(eased, '2027-01-31')!.paceRange).toEqual(on(plan, '2027-01-31')!.paceRange);
    expect(
      all(eased)
        .filter((w) => w.date < today)
        .map((w) => w.distanceKm),
    ).toEqual(
      all(plan)
        .filter((w) => w.date < today)
        .map((w) => w.distanceKm),
    );
    expectValid(eased, feedback, today);
    // Acting again on the same feedback changes nothing.
    expect(adaptPlan(eased, feedback, today)).toEqual({ plan: eased, adjustments: [] });
  });

  it('eases distance but not pace after low energy on a hard session', () => {
    const today = '2027-02-26';
    const tempo = all(plan).find((w) => w.type === 'tempo' && w.date < today)!;
    const feedback = [...doneUntil(plan, today).filter((f) => f.workoutDate !== tempo.date)];
    feedback.push({ workoutDate: tempo.date, completed: true, effortRating: 7, energyLevel: 2 });
    const { adjustments } = adaptPlan(plan, feedback, today);
    expect(adjustments.map((a) => a.reasonCode)).toEqual(['low_energy']);
  });

  it('holds the volume after two missed runs in a week, then builds again after an easy, complete week', () => {
    // Week 2 (18–24 January): two runs not done.
    const missed = new Set(['2027-01-19', '2027-01-21']);
    const week3Monday = '2027-01-25';
    const feedback = doneUntil(plan, week3Monday).filter((f) => !missed.has(f.workoutDate));
    const held = adaptPlan(plan, feedback, week3Monday);
    expect(held.adjustments.map((a) => [a.reasonCode, a.weekNumber])).toEqual([['missed_runs', 3]]);
    expect(held.plan.adaptation.hold).toEqual({ fromWeek: 3, km: weekKm(plan, 2) });
    expect(weekKm(held.plan, 3)).toBeLessThanOrEqual(weekKm(plan, 2) + 1e-9);
    expect(weekKm(held.plan, 5)).toBeLessThanOrEqual(weekKm(plan, 2) + 1e-9);
    expectValid(held.plan, feedback, week3Monday);

    // Week 3 all done and easy: from week 4 on the plan grows again.
    const week4Monday = '2027-02-01';
    const more = [
      ...feedback,
      ...doneUntil(held.plan, week4Monday).filter((f) => f.workoutDate >= week3Monday),
    ];
    const resumed = adaptPlan(held.plan, more, week4Monday);
    expect(resumed.adjustments.map((a) => [a.adjustmentType, a.reasonCode])).toEqual([
      ['volume_increase', 'back_on_track'],
    ]);
    expect(resumed.plan.adaptation.hold).toBeNull();
    expect(weekKm(resumed.plan, 5)).toBeGreaterThan(weekKm(held.plan, 5));
    expectValid(resumed.plan, more, week4Monday);
  });

  it('does not resume after a week with a hard effort', () => {
    const missed = new Set(['2027-01-19', '2027-01-21']);
    const feedback = doneUntil(plan, '2027-01-25').filter((f) => !missed.has(f.workoutDate));
    const held = adaptPlan(plan, feedback, '2027-01-25').plan;
    const week3 = doneUntil(held, '2027-02-01')
      .filter((f) => f.workoutDate >= '2027-01-25')
      .map((f, i) => ({ ...f, effortRating: i === 0 ? 8 : 5 }));
    const result = adaptPlan(held, [...feedback, ...week3], '2027-02-01');
    expect(result.plan.adaptation.hold).not.toBeNull();
  });

  it('keeps the next runs within 10 % of what was actually run in the last 30 days', () => {
    // Every long run cut to 8 km; by mid-February the stated longest run is out of the 30 days.
    const today = '2027-02-15';
    const feedback = doneUntil(plan, today).map((f) =>
      on(plan, f.workoutDate)!.type === 'long' ? { ...f, actualDistance: 8 } : f,
    );
    const { plan: capped, adjustments } = adaptPlan(plan, feedback, today);
    const nextLong = all(capped).find((w) => w.type === 'long' && w.date >= today)!;
    const longestRun = Math.max(
      ...feedback.map((f) => f.actualDistance ?? on(plan, f.workoutDate)!.distanceKm),
    );
    expect(nextLong.distanceKm).toBeLessThanOrEqual(1.1 * longestRun + 1e-9);
    expect(adjustments[0]).toMatchObject({
      adjustmentType: 'volume_decrease',
      reasonCode: 'recent_running_limit',
    });
    expectValid(capped, feedback, today);
  });

  it('restarts with short runs after 30 days without a run', () => {
    const today = addDays(plan.startDate, 40);
    const { plan: restarted } = adaptPlan(plan, [], today);
    const next = all(restarted).filter((w) => w.date >= today && w.date < addDays(today, 3));
    expect(next.every((w) => w.distanceKm <= 3)).toBe(true);
    expectValid(restarted, [], today);
  });
});

describe('adaptPlan from what was actually run (issue 27)', () => {
  const HARD = new Set(['long', 'tempo', 'intervals', 'marathon_pace', 'race']);

  it('eases the next days after a steady run far slower than its zone that felt hard', () => {
    const date = '2027-01-19';
    const workout = on(plan, date)!;
    expect(['easy', 'recovery', 'long']).toContain(workout.type);
    const slowPace = workout.paceRange.slowSecPerKm * 1.12;
    const feedback = [
      ...doneUntil(plan, date),
      {
        workoutDate: date,
        completed: true,
        actualDistance: workout.distanceKm,
        actualDuration: Math.round(workout.distanceKm * slowPace),
        effortRating: 7,
      },
    ];
    const { adjustments } = adaptPlan(plan, feedback, '2027-01-20');
    expect(adjustments[0]).toMatchObject({
      reasonCode: 'slower_than_zone',
      reasonParams: { percent: 12, effort: 7 },
    });
    // The same pace with an easy effort is a slow day, not a warning sign: nothing changes.
    const easy = feedback.map((f) => (f.workoutDate === date ? { ...f, effortRating: 4 } : f));
    expect(adaptPlan(plan, easy, '2027-01-20').adjustments).toEqual([]);
  });

  it('moves a missed quality session to a later day of its week, never next to another hard day', () => {
    // 4 days (Monday, Wednesday, Friday, Sunday's long run): a session missed early in the week has room.
    const four = buildPlan({ ...MARATHON_REQUEST, runDays: [1, 3, 5, 0], longRunDay: 0 });
    let movedCount = 0;
    for (const week of four.weeks.slice(0, -1)) {
      for (const missed of week.workouts.filter((w) =>
        ['tempo', 'intervals', 'marathon_pace'].includes(w.type),
      )) {
        const today = addDays(missed.date, 1);
        const feedback = doneUntil(four, today).filter((f) => f.workoutDate !== missed.date);
        const { plan: moved, adjustments } = adaptPlan(four, feedback, today);
        const move = adjustments.find((a) => a.reasonCode === 'session_moved');
        if (!move) continue;
        movedCount++;
        const to = String(move.reasonParams!.to);
        expect(move.reasonParams).toMatchObject({ from: missed.date, type: missed.type });
        expect(move.reason).toContain(`moves to ${to}`);
        expect(to >= today && to <= addDays(week.startDate, 6)).toBe(true);
        expect(on(moved, to)?.type).toBe(missed.type);
        for (const near of [addDays(to, -1), addDays(to, 1)]) {
          const done = near < today && !feedback.some((f) => f.workoutDate === near && f.completed);
          if (!done) expect(HARD.has(on(moved, near)?.type ?? 'rest')).toBe(false);
        }
        // Adapting again moves nothing twice.
        const again = adaptPlan(moved, feedback, today).adjustments;
        expect(again.filter((a) => a.reasonCode === 'session_moved')).toEqual([]);
      }
    }
    expect(movedCount).toBeGreaterThan(0);
  });

  it('moves a missed long run to a free later day of its week, and the moved plan keeps every rule', () => {
    // Friday's long run is missed (a Thursday start, runs on Friday, Saturday and Sunday): Saturday takes it.
    const threeDays = buildPlan({
      goalDistance: '5k',
      startDate: '2026-01-01',
      raceDate: '2026-02-06',
      durationWeeks: 6,
      runDays: [0, 5, 6],
      longRunDay: 5,
      experienceLevel: 'beginner',
      currentWeeklyKm: 5,
      longestRecentRunKm: 2,
      recentRace: null,
    });
    const today = '2026-01-03';
    const { plan: moved, adjustments } = adaptPlan(threeDays, [], today);
    expect(adjustments.map((a) => a.reasonParams)).toEqual([
      { from: '2026-01-02', to: '2026-01-03', type: 'long' },
    ]);
    expect(on(moved, '2026-01-03')?.type).toBe('long');
    const { fromDate, actualKm } = feedbackHistory(moved, [], today);
    expect(planViolations(moved, { fromDate, actualKm })).toEqual([]);
    // Had the Friday run been done, a second long run on Saturday would break the long-run day.
    expect(
      planViolations(moved, { fromDate, actualKm: new Map([['2026-01-02', 2]]) }).map((v) => v.rule),
    ).toContain('long_run_day');
  });
});
