import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { planRequestArb, runDaysArb } from '../../../../test/helpers/training-arbitraries.ts';
import { addDays } from '@stride/contracts';
import { feedbackHistory, type FeedbackEntry } from './adapt.ts';
import { buildPlan } from './build-plan.ts';
import { reschedulePlan } from './reschedule.ts';
import { planViolations } from './rules.ts';

const plan = buildPlan({
  goalDistance: 'half_marathon',
  startDate: '2027-03-01',
  raceDate: '2027-05-23',
  durationWeeks: 12,
  runDays: [2, 4, 6, 0],
  longRunDay: 0,
  experienceLevel: 'intermediate',
  currentWeeklyKm: 30,
  longestRecentRunKm: 12,
});
const all = (p: typeof plan) => p.weeks.flatMap((w) => w.workouts);

describe('reschedulePlan', () => {
  it('moves every workout from today onto the new days, keeps the past, and records the change', () => {
    const today = '2027-03-17'; // Wednesday of week 3
    const feedback: FeedbackEntry[] = all(plan)
      .filter((w) => w.date < today)
      .map((w) => ({ workoutDate: w.date, completed: true }));
    const { plan: moved, adjustments } = reschedulePlan(
      plan,
      { runDays: [1, 3, 5, 6], longRunDay: 6 },
      feedback,
      today,
    );
    expect(all(moved).filter((w) => w.date < today)).toEqual(all(plan).filter((w) => w.date < today));
    const future = all(moved).filter((w) => w.date >= today && w.type !== 'race');
    expect(future.every((w) => [1, 3, 5, 6].includes(w.dayOfWeek))).toBe(true);
    expect(future.filter((w) => w.type === 'long').every((w) => w.dayOfWeek === 6)).toBe(true);
    expect(all(moved).at(-1)).toMatchObject({ type: 'race', date: '2027-05-23' });
    expect(moved).toMatchObject({ runDays: [1, 3, 5, 6], longRunDay: 6, daysPerWeek: 4 });
    expect(adjustments).toEqual([
      expect.objectContaining({
        adjustmentType: 'schedule_change',
        reasonCode: 'run_days_changed',
        reason:
          'Your run days changed to Monday, Wednesday, Friday and Saturday; the rest of your plan now uses them.',
        weekNumber: 3,
      }),
    ]);
    const { fromDate, actualKm } = feedbackHistory(plan, feedback, today);
    expect(planViolations(moved, { fromDate, actualKm })).toEqual([]);
  });

  it('keeps every rule for any plan, any new days and any day of the plan', () => {
    fc.assert(
      fc.property(
        planRequestArb,
        runDaysArb,
        fc.nat(),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (request, days, i, share) => {
          const original = buildPlan(request);
          const today = addDays(original.startDate, Math.floor(share * original.durationWeeks * 7));
          const feedback = all(original)
            .filter((w) => w.date < today)
            .map((w) => ({ workoutDate: w.date, completed: true }));
          const { plan: moved } = reschedulePlan(
            original,
            { runDays: days, longRunDay: days[i % days.length]! },
            feedback,
            today,
          );
          const { fromDate, actualKm } = feedbackHistory(original, feedback, today);
          expect(planViolations(moved, { fromDate, actualKm })).toEqual([]);
        },
      ),
      { numRuns: 100 },
    );
  }, 60_000);
});
