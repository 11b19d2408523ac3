import { addDays } from '@stride/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  extraRunsArb,
  feedbackChoiceArb,
  planRequestArb,
  type FeedbackChoice,
} from '../../../../test/helpers/training-arbitraries.ts';
import { adaptPlan, feedbackHistory, type FeedbackEntry } from './adapt.ts';
import { buildPlan } from './build-plan.ts';
import { planViolations } from './rules.ts';
import type { PlanState } from './types.ts';

// Property-based: whatever the runner reports, adjustments never break the caps (issue 10).

const scenarioArb = fc.record({
  request: planRequestArb,
  choices: fc.array(feedbackChoiceArb, { minLength: 160, maxLength: 160 }),
  extra: extraRunsArb,
  /** Up to three days the plan is adapted on, as shares of its length. */
  days: fc.array(fc.double({ min: 0, max: 1.05, noNaN: true }), { minLength: 1, maxLength: 3 }),
});

/** The feedback a runner following `s` has given by `today`. */
function history(
  original: PlanState,
  s: { choices: FeedbackChoice[]; extra: { dayOffset: number; km: number }[] },
  today: string,
) {
  const feedback: FeedbackEntry[] = [];
  original.weeks
    .flatMap((w) => w.workouts)
    .filter((w) => w.date < today)
    .forEach((w, i) => {
      const choice = s.choices[i % s.choices.length]!;
      if (!choice) return;
      if (!choice.completed) return void feedback.push({ workoutDate: w.date, completed: false });
      feedback.push({
        workoutDate: w.date,
        completed: true,
        actualDistance:
          choice.distanceFactor === null ? null : Math.round(w.distanceKm * choice.distanceFactor * 10) / 10,
        effortRating: choice.effortRating,
        energyLevel: choice.energyLevel,
        recoveryRating: choice.recoveryRating,
      });
    });
  const planned = new Set(feedback.map((f) => f.workoutDate));
  for (const run of s.extra) {
    const date = addDays(original.startDate, run.dayOffset);
    if (date < today && !planned.has(date))
      feedback.push({ workoutDate: date, completed: true, actualDistance: run.km });
  }
  return feedback;
}

const planDays = (plan: PlanState) => plan.durationWeeks * 7;

/** Property runs build hundreds of plans; on a busy machine that takes seconds. */
const PROPERTY_TIMEOUT = 60_000;

describe('adaptPlan, whatever the feedback', () => {
  it(
    'keeps every cap against what was actually run, never changes the past, and acts once',
    () => {
      fc.assert(
        fc.property(scenarioArb, (s) => {
          const original = buildPlan(s.request);
          let plan = original;
          for (const share of [...s.days].sort((a, b) => a - b)) {
            const today = addDays(original.startDate, Math.floor(share * planDays(original)));
            const feedback = history(original, s, today);
            const before = plan;
            const { plan: adapted } = adaptPlan(plan, feedback, today);
            const { fromDate, actualKm } = feedbackHistory(plan, feedback, today);
            expect(planViolations(adapted, { fromDate, actualKm })).toEqual([]);
            const past = (p: PlanState) =>
              p.weeks
                .flatMap((w) => w.workouts)
                .filter((w) => w.date < fromDate)
                .map((w) => ({ ...w, completed: false }));
            expect(past(adapted)).toEqual(past(before));
            expect(adaptPlan(adapted, feedback, today)).toEqual({ plan: adapted, adjustments: [] });
            plan = adapted;
          }
        }),
        { numRuns: 100 },
      );
    },
    PROPERTY_TIMEOUT,
  );
});
