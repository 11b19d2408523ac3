import {
  TEMPLATE_CATEGORIES,
  TEMPLATE_DIFFICULTIES,
  TRAINING_MESSAGES,
  trainingPlanTemplateSchema,
} from '@stride/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { startDateArb } from '../../../../test/helpers/training-arbitraries.ts';
import { planViolations } from './rules.ts';
import { createPlanFromTemplate, templateBySlug, TRAINING_PLAN_TEMPLATES } from './templates.ts';

describe('training plan templates', () => {
  it('are valid rows, one slug each, covering every spec category and difficulty', () => {
    TRAINING_PLAN_TEMPLATES.forEach((t, i) =>
      expect(trainingPlanTemplateSchema.parse({ id: i + 1, ...t })).toBeTruthy(),
    );
    expect(new Set(TRAINING_PLAN_TEMPLATES.map((t) => t.slug)).size).toBe(TRAINING_PLAN_TEMPLATES.length);
    expect(new Set(TRAINING_PLAN_TEMPLATES.map((t) => t.category))).toEqual(new Set(TEMPLATE_CATEGORIES));
    expect(new Set(TRAINING_PLAN_TEMPLATES.map((t) => t.difficulty))).toEqual(new Set(TEMPLATE_DIFFICULTIES));
    for (const t of TRAINING_PLAN_TEMPLATES) {
      expect(t.weeklyStructure.runDays).toHaveLength(t.daysPerWeek);
      expect(t.weeklyStructure.runDays).toContain(t.weeklyStructure.longRunDay);
    }
  });

  it('each build a plan that reaches its distance for a runner just meeting the prerequisites, from any start', () => {
    for (const template of TRAINING_PLAN_TEMPLATES) {
      fc.assert(
        fc.property(startDateArb, (startDate) => {
          const result = createPlanFromTemplate(
            template,
            {
              startDate,
              currentWeeklyKm: template.prerequisites.minWeeklyKm,
              longestRecentRunKm: template.prerequisites.minLongestRunKm,
            },
            startDate,
          );
          if (!result.ok) throw new Error(`${template.slug}: ${JSON.stringify(result.issues)}`);
          expect(result.value.durationWeeks).toBe(template.duration);
          expect(result.value.experienceLevel).toBe(template.difficulty);
          expect(planViolations(result.value)).toEqual([]);
        }),
        { numRuns: 15 },
      );
    }
  }, 60_000);

  it('refuse a runner below the prerequisites, and run days that do not match the template', () => {
    const template = templateBySlug('first-marathon')!;
    const result = createPlanFromTemplate(
      template,
      { currentWeeklyKm: 20, longestRecentRunKm: 10, runDays: [1, 3, 5], longRunDay: 5 },
      '2027-01-04',
    );
    expect(result.ok ? [] : result.issues).toEqual([
      { path: 'runDays', message: TRAINING_MESSAGES.runDaysCount },
      { path: 'currentWeeklyKm', message: TRAINING_MESSAGES.templatePrerequisites },
      { path: 'longestRecentRunKm', message: TRAINING_MESSAGES.templatePrerequisites },
    ]);
  });

  it('take the runner’s own days and race date', () => {
    const template = templateBySlug('10k-builder')!;
    const result = createPlanFromTemplate(
      template,
      {
        currentWeeklyKm: 25,
        longestRecentRunKm: 8,
        runDays: [2, 4, 6, 0],
        longRunDay: 6,
        raceDate: '2027-03-27',
      },
      '2027-01-04',
    );
    if (!result.ok) throw new Error(JSON.stringify(result.issues));
    expect(result.value).toMatchObject({
      runDays: [0, 2, 4, 6],
      longRunDay: 6,
      raceDate: '2027-03-27',
      durationWeeks: 12,
    });
  });

  it('differ in emphasis: speed has repetitions, consistency keeps its build weeks easy', () => {
    const plan = (slug: string) => {
      const t = templateBySlug(slug)!;
      const r = createPlanFromTemplate(
        t,
        {
          currentWeeklyKm: t.prerequisites.minWeeklyKm + 10,
          longestRecentRunKm: t.prerequisites.minLongestRunKm + 2,
        },
        '2027-01-04',
      );
      if (!r.ok) throw new Error(JSON.stringify(r.issues));
      return r.value;
    };
    const speed = plan('speed-5k-10k').weeks.flatMap((w) => w.workouts);
    expect(speed.some((w) => w.structure.blocks.some((b) => b.zone === 'repetition'))).toBe(true);
    const fitness = plan('run-for-fitness-10k').weeks.filter(
      (w) => w.phase === 'base' || w.phase === 'build',
    );
    expect(
      fitness.flatMap((w) => w.workouts).every((w) => ['easy', 'recovery', 'long'].includes(w.type)),
    ).toBe(true);
  });
});
