import { LONG_RUN_SHARE_WARNING, messageText, TRAINING_MESSAGES as M } from '@stride/contracts';
import { describe, expect, it } from 'vitest';
import { MARATHON_REQUEST } from '../../../../test/helpers/training-arbitraries.ts';
import { buildPlan } from './build-plan.ts';
import type { PlanRequest } from './types.ts';
import { longestLongRunShare, planWarnings } from './warnings.ts';

// The wizard's preview says when a goal needs more than the runner's days and base allow (issue 27).

/** The case: a half marathon on 3 days from 20 km a week, whose long runs outgrow the week. */
const THIN: PlanRequest = {
  goalDistance: 'half_marathon',
  startDate: '2027-01-11',
  raceDate: '2027-03-21',
  durationWeeks: 10,
  runDays: [2, 4, 0],
  longRunDay: 0,
  experienceLevel: 'beginner',
  currentWeeklyKm: 15,
  longestRecentRunKm: 8,
  recentRace: null,
};

describe('planWarnings', () => {
  it('says nothing for a plan whose long runs stay within 40 % of their week', () => {
    const plan = buildPlan({
      ...MARATHON_REQUEST,
      goalDistance: '10k',
      raceDate: '2027-03-21',
      durationWeeks: 10,
    });
    expect(longestLongRunShare(plan).share).toBeLessThanOrEqual(LONG_RUN_SHARE_WARNING);
    expect(planWarnings(plan)).toEqual([]);
  });

  it("warns about the issue's marathon from 40 km a week on 5 days (long runs at 43 % of the week)", () => {
    const plan = buildPlan(MARATHON_REQUEST);
    expect(longestLongRunShare(plan).share).toBeGreaterThan(LONG_RUN_SHARE_WARNING);
    expect(planWarnings(plan).map((w) => w.code)).toEqual(['add_run_day', 'build_base', 'later_race']);
  });

  it('offers another run day, more base first and a later race when the long run passes 40 %', () => {
    const plan = buildPlan(THIN);
    const { share, week } = longestLongRunShare(plan);
    expect(share).toBeGreaterThan(LONG_RUN_SHARE_WARNING);
    const warnings = planWarnings(plan);
    expect(warnings.map((w) => w.code)).toEqual(['add_run_day', 'build_base', 'later_race']);
    const percent = Math.round(share * 100);
    expect(warnings[0]).toEqual({
      code: 'add_run_day',
      message: messageText(M.warnAddRunDay, { percent, week: week! }),
      messageCode: M.warnAddRunDay,
      params: { percent, week },
    });
    expect(warnings[0]!.message).toContain(`${percent}% of a week`);
  });

  it('leaves out the remedies that do not apply: 6 days already, the longest plan already', () => {
    const plan = buildPlan(THIN);
    const warnings = planWarnings({ ...plan, daysPerWeek: 6, durationWeeks: 24 });
    expect(warnings.map((w) => w.code)).toEqual(['build_base']);
  });
});
