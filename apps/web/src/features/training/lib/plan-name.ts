import type { PlanGoalDistance, TrainingPlanSummary } from '@stride/contracts';
import type { TFunction } from 'i18next';

// A plan's name in the reader's language (issue 26): the runner's own name as they typed it, else the
// name of its template or distance. Full key literals (scripts/check-i18n.mjs never sees built keys).

const DISTANCE_NAME_KEYS: Record<PlanGoalDistance, string> = {
  '5k': 'training:names.distances.5k',
  '10k': 'training:names.distances.10k',
  half_marathon: 'training:names.distances.half_marathon',
  marathon: 'training:names.distances.marathon',
};

const TEMPLATE_NAME_KEYS: Partial<Record<string, string>> = {
  'first-5k': 'training:names.templates.first-5k',
  '5k-improver': 'training:names.templates.5k-improver',
  'speed-5k-10k': 'training:names.templates.speed-5k-10k',
  '10k-builder': 'training:names.templates.10k-builder',
  'run-for-fitness-10k': 'training:names.templates.run-for-fitness-10k',
  'first-half-marathon': 'training:names.templates.first-half-marathon',
  'half-marathon-performance': 'training:names.templates.half-marathon-performance',
  'first-marathon': 'training:names.templates.first-marathon',
  'marathon-performance': 'training:names.templates.marathon-performance',
};

type Named = Pick<TrainingPlanSummary, 'name' | 'nameCustom' | 'planType' | 'templateSlug'>;

/** A template's name in the reader's language (its English name for a template this build does not know). */
export function templateName(t: TFunction, slug: string, english: string): string {
  const key = TEMPLATE_NAME_KEYS[slug];
  return key ? t(key) : english;
}

export function planName(t: TFunction, plan: Named): string {
  if (plan.nameCustom) return plan.name;
  const key =
    (plan.templateSlug ? TEMPLATE_NAME_KEYS[plan.templateSlug] : undefined) ??
    DISTANCE_NAME_KEYS[plan.planType as PlanGoalDistance];
  return key ? t(key) : plan.name;
}
