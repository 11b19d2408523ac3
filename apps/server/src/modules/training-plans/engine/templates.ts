import {
  TRAINING_MESSAGES,
  type CreatePlanFromTemplate,
  type CreateTrainingPlan,
  type TrainingPlanTemplate,
} from '@stride/contracts';
import { createPlan, type PlanIssue, type PlanResult } from './build-plan.ts';
import type { PlanDesignOptions, PlanState } from './types.ts';

/** A template as seeded into training_plan_templates (the table adds id and createdAt). */
export type TemplateDefinition = Omit<TrainingPlanTemplate, 'id'>;

const PARKRUN = 'parkrun (5 km, every Saturday morning)';
const TEN_K = ['Bridge to Brisbane (10 km)', 'Run Melbourne (10 km)', 'Gold Coast Marathon weekend (10 km)'];
const HALF = [
  'Sydney Morning Herald Half Marathon',
  'Run Melbourne Half Marathon',
  'Gold Coast Half Marathon',
];
const MARATHON = ['Sydney Marathon', 'Melbourne Marathon', 'Gold Coast Marathon', 'Canberra Marathon'];

const EASY_TIP =
  'Run your easy days slowly enough to talk in full sentences: most of your running should feel easy.';
const SLEEP_TIP =
  'Sleep and rest days are when the training turns into fitness; keep at least one day a week free of running.';
const PAIN_TIP =
  'Pain that makes you limp or gets worse as you run is a reason to stop and rest, not to push on.';

type WeekShape = Pick<
  TemplateDefinition['weeklyStructure'],
  'runDays' | 'longRunDay' | 'qualitySessionsPerWeek' | 'cutbackEvery'
>;
/** First half and first marathon: Tuesday, Thursday, Saturday and a Sunday long run, one quality session, every third week easier. */
const FIRST_RACE_WEEK: WeekShape = {
  runDays: [2, 4, 6, 0],
  longRunDay: 0,
  qualitySessionsPerWeek: 1,
  cutbackEvery: 3,
};
/** Half and marathon performance: five days with a Sunday long run, two quality sessions, every fourth week easier. */
const PERFORMANCE_WEEK: WeekShape = {
  runDays: [1, 2, 4, 6, 0],
  longRunDay: 0,
  qualitySessionsPerWeek: 2,
  cutbackEvery: 4,
};

/**
 * Real, distinct plans the engine builds from: each sets the distance, length, days, level and shape
 * (peak volume and long run, quality sessions a week, cutback rhythm, emphasis). Their prerequisites are
 * the least running from which the plan reaches what its distance needs within the 10 % rules
 * (checked by templates.unit.test.ts).
 */
export const TRAINING_PLAN_TEMPLATES: readonly TemplateDefinition[] = [
  {
    slug: 'first-5k',
    name: 'First 5K',
    description: 'Nine gentle weeks from running a few kilometres to running a 5 km race or parkrun.',
    category: 'beginner',
    difficulty: 'beginner',
    goalDistance: '5k',
    duration: 9,
    daysPerWeek: 3,
    weeklyStructure: {
      runDays: [2, 4, 6],
      longRunDay: 6,
      qualitySessionsPerWeek: 1,
      cutbackEvery: 3,
      peakWeeklyKm: 20,
      peakLongRunKm: 7,
      emphasis: 'consistency',
    },
    targetRaces: [PARKRUN],
    prerequisites: {
      minWeeklyKm: 8,
      minLongestRunKm: 3,
      summary: 'You can run 3 km without stopping and run about 8 km a week.',
    },
    tips: [
      'A short walk break is fine: finishing the run matters more than its pace.',
      EASY_TIP,
      'Leave a rest day between runs while your legs get used to running.',
    ],
  },
  {
    slug: '5k-improver',
    name: '5K Improver',
    description: 'Eight weeks of repetitions, intervals and threshold running to run a faster 5 km.',
    category: '5k',
    difficulty: 'intermediate',
    goalDistance: '5k',
    duration: 8,
    daysPerWeek: 4,
    weeklyStructure: {
      runDays: [2, 4, 6, 0],
      longRunDay: 0,
      qualitySessionsPerWeek: 2,
      cutbackEvery: 4,
      peakWeeklyKm: 35,
      peakLongRunKm: 10,
      emphasis: 'balanced',
    },
    targetRaces: [PARKRUN],
    prerequisites: {
      minWeeklyKm: 20,
      minLongestRunKm: 6,
      summary: 'You run about 20 km a week over 3 or more runs, with a run of 6 km or more.',
    },
    tips: [
      'Warm up properly before repetitions and intervals: the paces are fast.',
      EASY_TIP,
      'A parkrun time trial every few weeks shows your progress and updates your paces.',
    ],
  },
  {
    slug: 'speed-5k-10k',
    name: 'Speed Sharpener',
    description: 'Eight weeks with two fast sessions a week for experienced runners chasing a 5 km best.',
    category: 'speed',
    difficulty: 'advanced',
    goalDistance: '5k',
    duration: 8,
    daysPerWeek: 5,
    weeklyStructure: {
      runDays: [1, 2, 4, 5, 0],
      longRunDay: 0,
      qualitySessionsPerWeek: 2,
      cutbackEvery: 4,
      peakWeeklyKm: 50,
      peakLongRunKm: 13,
      emphasis: 'speed',
    },
    targetRaces: [PARKRUN, ...TEN_K],
    prerequisites: {
      minWeeklyKm: 35,
      minLongestRunKm: 10,
      summary: 'You run about 35 km a week and have done interval sessions before.',
    },
    tips: [
      'Repetitions are about speed and form: take the full jog recovery.',
      'Two hard days a week need easy days between them; never run two hard days in a row.',
      SLEEP_TIP,
    ],
  },
  {
    slug: '10k-builder',
    name: '10K Builder',
    description: 'Ten weeks building endurance and threshold pace for a strong 10 km.',
    category: '10k',
    difficulty: 'intermediate',
    goalDistance: '10k',
    duration: 10,
    daysPerWeek: 4,
    weeklyStructure: {
      runDays: [1, 3, 5, 0],
      longRunDay: 0,
      qualitySessionsPerWeek: 1,
      cutbackEvery: 4,
      peakWeeklyKm: 40,
      peakLongRunKm: 14,
      emphasis: 'balanced',
    },
    targetRaces: TEN_K,
    prerequisites: {
      minWeeklyKm: 20,
      minLongestRunKm: 7,
      summary: 'You run about 20 km a week, with a run of 7 km or more.',
    },
    tips: [
      'Threshold runs should feel comfortably hard: you could hold the pace for about an hour in a race.',
      EASY_TIP,
      PAIN_TIP,
    ],
  },
  {
    slug: 'run-for-fitness-10k',
    name: 'Run for Fitness',
    description:
      'Twelve weeks of mostly easy running, four days a week, for fitness and weight management, finishing with a 10 km run.',
    category: 'weight_loss',
    difficulty: 'beginner',
    goalDistance: '10k',
    duration: 12,
    daysPerWeek: 4,
    weeklyStructure: {
      runDays: [1, 3, 5, 6],
      longRunDay: 6,
      qualitySessionsPerWeek: 1,
      cutbackEvery: 3,
      peakWeeklyKm: 30,
      peakLongRunKm: 12,
      emphasis: 'consistency',
    },
    targetRaces: TEN_K,
    prerequisites: {
      minWeeklyKm: 10,
      minLongestRunKm: 5,
      summary: 'You can run 5 km without stopping and run about 10 km a week.',
    },
    tips: [
      'Consistency matters more than speed: four easy runs every week add up over months.',
      'Strength training twice a week helps keep muscle while you lose weight.',
      'Eat enough to recover from your runs: eating too little raises the risk of injury.',
    ],
  },
  {
    slug: 'first-half-marathon',
    name: 'First Half Marathon',
    description: 'Twelve weeks from regular 10 km running to finishing a half marathon comfortably.',
    category: 'half_marathon',
    difficulty: 'beginner',
    goalDistance: 'half_marathon',
    duration: 12,
    daysPerWeek: 4,
    weeklyStructure: {
      ...FIRST_RACE_WEEK,
      peakWeeklyKm: 38,
      peakLongRunKm: 17,
      emphasis: 'balanced',
    },
    targetRaces: HALF,
    prerequisites: {
      minWeeklyKm: 20,
      minLongestRunKm: 9,
      summary: 'You run about 20 km a week, with a run of 9 km or more in the last month.',
    },
    tips: ['Practise drinking and eating on long runs before race day.', EASY_TIP, PAIN_TIP],
  },
  {
    slug: 'half-marathon-performance',
    name: 'Half Marathon Performance',
    description: 'Fourteen weeks with threshold and interval work for a faster half marathon.',
    category: 'half_marathon',
    difficulty: 'advanced',
    goalDistance: 'half_marathon',
    duration: 14,
    daysPerWeek: 5,
    weeklyStructure: {
      ...PERFORMANCE_WEEK,
      peakWeeklyKm: 60,
      peakLongRunKm: 22,
      emphasis: 'balanced',
    },
    targetRaces: HALF,
    prerequisites: {
      minWeeklyKm: 40,
      minLongestRunKm: 14,
      summary: 'You run about 40 km a week, with a run of 14 km or more, and have raced before.',
    },
    tips: [
      'Cruise intervals build the pace you will race at: keep them controlled, not all-out.',
      'Race a 10 km about four weeks out to check your paces.',
      SLEEP_TIP,
    ],
  },
  {
    slug: 'first-marathon',
    name: 'First Marathon',
    description: 'Eighteen weeks of steady building to finish your first marathon strongly.',
    category: 'marathon',
    difficulty: 'beginner',
    goalDistance: 'marathon',
    duration: 18,
    daysPerWeek: 4,
    weeklyStructure: {
      ...FIRST_RACE_WEEK,
      peakWeeklyKm: 55,
      peakLongRunKm: 30,
      emphasis: 'endurance',
    },
    targetRaces: MARATHON,
    prerequisites: {
      minWeeklyKm: 30,
      minLongestRunKm: 14,
      summary:
        'You run about 30 km a week, with a run of 14 km or more, ideally with a half marathon behind you.',
    },
    tips: [
      'Long runs are slow on purpose: easy pace builds the endurance the marathon needs.',
      'Practise your race-day drinks, gels and shoes on long runs.',
      PAIN_TIP,
    ],
  },
  {
    slug: 'marathon-performance',
    name: 'Marathon Performance',
    description: 'Eighteen weeks with marathon-pace long runs and threshold work for a marathon time goal.',
    category: 'marathon',
    difficulty: 'advanced',
    goalDistance: 'marathon',
    duration: 18,
    daysPerWeek: 5,
    weeklyStructure: {
      ...PERFORMANCE_WEEK,
      peakWeeklyKm: 85,
      peakLongRunKm: 34,
      emphasis: 'balanced',
    },
    targetRaces: MARATHON,
    prerequisites: {
      minWeeklyKm: 50,
      minLongestRunKm: 20,
      summary: 'You run about 50 km a week, with a run of 20 km or more, and have run a marathon before.',
    },
    tips: [
      'Marathon-pace miles late in long runs teach you to hold pace on tired legs.',
      'Take the taper seriously: the fitness is built, rest lets it show.',
      SLEEP_TIP,
    ],
  },
];

export function templateBySlug(slug: string): TemplateDefinition | undefined {
  return TRAINING_PLAN_TEMPLATES.find((t) => t.slug === slug);
}

/** The template's shape as the engine's design options. */
export function designFromTemplate(template: Pick<TemplateDefinition, 'weeklyStructure'>): PlanDesignOptions {
  const s = template.weeklyStructure;
  return {
    peakWeeklyKm: s.peakWeeklyKm,
    peakLongRunKm: s.peakLongRunKm,
    qualitySessionsPerWeek: s.qualitySessionsPerWeek,
    cutbackEvery: s.cutbackEvery,
    emphasis: s.emphasis,
  };
}

/**
 * The wizard input a template stands for: its distance, days, level and length, the runner's own days
 * (as many as the template has; default the template's), and checked against its prerequisites.
 */
export function planInputFromTemplate(
  template: Omit<TemplateDefinition, 'slug'>,
  input: Omit<CreatePlanFromTemplate, 'templateId'>,
): PlanResult<CreateTrainingPlan> {
  const issues: PlanIssue[] = [];
  const runDays = input.runDays ?? template.weeklyStructure.runDays;
  const longRunDay =
    input.longRunDay ??
    (runDays.includes(template.weeklyStructure.longRunDay) ? template.weeklyStructure.longRunDay : null);
  if (runDays.length !== template.daysPerWeek)
    issues.push({ path: 'runDays', message: TRAINING_MESSAGES.runDaysCount });
  if (longRunDay === null || !runDays.includes(longRunDay)) {
    issues.push({ path: 'longRunDay', message: TRAINING_MESSAGES.longRunDay });
  }
  if (input.currentWeeklyKm < template.prerequisites.minWeeklyKm) {
    issues.push({ path: 'currentWeeklyKm', message: TRAINING_MESSAGES.templatePrerequisites });
  }
  if (input.longestRecentRunKm < template.prerequisites.minLongestRunKm) {
    issues.push({ path: 'longestRecentRunKm', message: TRAINING_MESSAGES.templatePrerequisites });
  }
  if (issues.length || longRunDay === null) return { ok: false, issues };
  return {
    ok: true,
    value: {
      goalDistance: template.goalDistance,
      daysPerWeek: template.daysPerWeek,
      runDays: [...runDays],
      longRunDay,
      experienceLevel: template.difficulty,
      raceDate: input.raceDate ?? null,
      weeks: input.raceDate ? null : (input.weeks ?? template.duration),
      startDate: input.startDate ?? null,
      currentWeeklyKm: input.currentWeeklyKm,
      longestRecentRunKm: input.longestRecentRunKm,
      recentRace: input.recentRace ?? null,
      goalId: input.goalId ?? null,
      planName: input.planName ?? null,
    },
  };
}

/** A plan from a template: the template's input and design, then the same checks as any plan. */
export function createPlanFromTemplate(
  template: Omit<TemplateDefinition, 'slug'>,
  input: Omit<CreatePlanFromTemplate, 'templateId'>,
  today: string,
): PlanResult<PlanState> {
  const prepared = planInputFromTemplate(template, input);
  if (!prepared.ok) return prepared;
  return createPlan(prepared.value, today, designFromTemplate(template));
}
