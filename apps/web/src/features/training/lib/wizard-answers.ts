import { zodResolver } from '@hookform/resolvers/zod';
import {
  createPlanFromTemplateSchema,
  createTrainingPlanSchema,
  defaultPlanStartDate,
  toIsoDate,
  type CreateTrainingPlanInput,
} from '@stride/contracts';
import type { FieldErrors, FieldPath, Resolver, UseFormReturn } from 'react-hook-form';

/** The wizard's answers as its inputs hold them (text), turned into the API's body by `toInput`. */
export interface WizardAnswers {
  /** A template's id, or '' for the plan made from the answers. */
  templateId: string;
  goalDistance: string;
  lengthBy: 'raceDate' | 'weeks';
  raceDate: string;
  weeks: string;
  startDate: string;
  goalId: string;
  currentWeeklyKm: string;
  longestRecentRunKm: string;
  experienceLevel: string;
  recentRace: { distanceKm: string; time: string };
  runDays: number[];
  longRunDay: string;
}

export type WizardField = FieldPath<WizardAnswers>;

/** Which answers each step asks: a step shows its own errors, and a server error goes back to its step. */
export const STEP_FIELDS: readonly (readonly WizardField[])[] = [
  ['templateId', 'goalDistance', 'raceDate', 'weeks', 'startDate', 'goalId'],
  ['currentWeeklyKm', 'longestRecentRunKm', 'experienceLevel', 'recentRace'],
  ['runDays', 'longRunDay'],
];

export function defaultAnswers(today = new Date()): WizardAnswers {
  return {
    templateId: '',
    goalDistance: 'half_marathon',
    lengthBy: 'weeks',
    raceDate: '',
    weeks: '12',
    startDate: defaultPlanStartDate(toIsoDate(today)),
    goalId: '',
    currentWeeklyKm: '',
    longestRecentRunKm: '',
    experienceLevel: 'intermediate',
    recentRace: { distanceKm: '', time: '' },
    runDays: [2, 4, 6, 0],
    longRunDay: '0',
  };
}

const num = (v: string) => (v.trim() === '' ? undefined : Number(v));

/**
 * The API's body. With a template it also carries `templateId`: the server then builds from the template
 * (its distance and sessions) with the runner's own figures, days and dates, and ignores the rest.
 */
export function toInput(a: WizardAnswers): CreateTrainingPlanInput & { templateId?: number } {
  const race = a.recentRace.distanceKm.trim() || a.recentRace.time.trim();
  return {
    ...(a.templateId ? { templateId: Number(a.templateId) } : {}),
    goalDistance: a.goalDistance as CreateTrainingPlanInput['goalDistance'],
    raceDate: a.lengthBy === 'raceDate' ? a.raceDate || null : null,
    weeks: a.lengthBy === 'weeks' ? (num(a.weeks) ?? null) : null,
    startDate: a.startDate || null,
    goalId: a.goalId ? Number(a.goalId) : null,
    currentWeeklyKm: num(a.currentWeeklyKm) as number,
    longestRecentRunKm: num(a.longestRecentRunKm) as number,
    experienceLevel: a.experienceLevel as CreateTrainingPlanInput['experienceLevel'],
    recentRace: race ? { distanceKm: num(a.recentRace.distanceKm) as number, time: a.recentRace.time } : null,
    daysPerWeek: a.runDays.length,
    runDays: a.runDays,
    longRunDay: num(a.longRunDay) as number,
  };
}

/**
 * The answer a body path belongs to: the run-day count is the run days ticked, so its message shows
 * there. undefined for a path the wizard does not ask (never expected).
 */
export function answerOf(path: string): WizardField | undefined {
  const name = path === 'daysPerWeek' ? 'runDays' : path;
  return STEP_FIELDS.some((fields) => fields.some((f) => name === f || name.startsWith(`${f}.`)))
    ? (name as WizardField)
    : undefined;
}

/** The step that asks `path`. */
export const stepOf = (path: WizardField) =>
  Math.max(
    0,
    STEP_FIELDS.findIndex((fields) => fields.some((f) => path === f || path.startsWith(`${f}.`))),
  );

const schemaResolver = zodResolver(createTrainingPlanSchema);
const templateResolver = zodResolver(createPlanFromTemplateSchema);

/** Checks the body the answers make, with the server's schema; its errors land on the answers. */
export const wizardResolver: Resolver<WizardAnswers> = async (values, context, options) => {
  const resolve = (values.templateId ? templateResolver : schemaResolver) as typeof schemaResolver;
  const result = await resolve(toInput(values), context, options as never);
  const errors = result.errors as FieldErrors<WizardAnswers> & { daysPerWeek?: FieldErrors[string] };
  const { daysPerWeek, ...rest } = errors;
  const runDays = rest.runDays ?? daysPerWeek;
  const found = (runDays ? { ...rest, runDays } : rest) as FieldErrors<WizardAnswers>;
  return Object.keys(found).length ? { values: {}, errors: found } : { values, errors: {} };
};

/** What every step gets: the form, and a field's error already in the reader's language. */
export interface WizardStepProps {
  form: UseFormReturn<WizardAnswers>;
  err: (name: WizardField) => string | undefined;
}
