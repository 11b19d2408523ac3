import {
  EXPERIENCE_LEVELS,
  PLAN_GOAL_DISTANCES,
  createTrainingPlanSchema,
  defaultPlanStartDate,
  toIsoDate,
  type CreateTrainingPlanInput,
  type PlanPreview,
} from '@stride/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/use-toast';
import { FormField, describedBy, controlClass } from '@/components/ui/form-field';
import { usePageTitle } from '@/hooks/use-page-title';
import { useFormat } from '@/hooks/use-format';
import { useAuth } from '@/features/auth';
import { useCreatePlan } from '../api/create-plan';
import { useGoals } from '../api/get-goals';
import { usePreviewPlan } from '../api/preview-plan';
import { SignInPrompt } from '../components/sign-in-prompt';
import { WizardPreviewStep } from '../components/wizard-preview-step';
import { weekdayName } from '../lib/format';
import { DISTANCE_KEYS, LEVEL_KEYS, WEEK_ORDER } from '../lib/labels';
import { fieldMessages, translateMessage } from '@/lib/messages';

interface Answers {
  goalDistance: string;
  lengthBy: 'raceDate' | 'weeks';
  raceDate: string;
  weeks: string;
  startDate: string;
  goalId: string;
  currentWeeklyKm: string;
  longestRecentRunKm: string;
  experienceLevel: string;
  raceDistanceKm: string;
  raceTime: string;
  runDays: number[];
  longRunDay: string;
}

/** Which answers each step asks, for showing a step's own errors and going back to the first wrong one. */
const STEP_FIELDS: readonly (readonly string[])[] = [
  ['goalDistance', 'raceDate', 'weeks', 'startDate', 'goalId'],
  ['currentWeeklyKm', 'longestRecentRunKm', 'experienceLevel', 'recentRace'],
  ['daysPerWeek', 'runDays', 'longRunDay'],
];
const STEP_KEYS = [
  'training:wizard.steps.goal',
  'training:wizard.steps.running',
  'training:wizard.steps.days',
  'training:wizard.steps.preview',
] as const;

const num = (v: string) => (v.trim() === '' ? undefined : Number(v));

function toInput(a: Answers): CreateTrainingPlanInput {
  const race = a.raceDistanceKm.trim() || a.raceTime.trim();
  return {
    goalDistance: a.goalDistance as CreateTrainingPlanInput['goalDistance'],
    raceDate: a.lengthBy === 'raceDate' ? a.raceDate || null : null,
    weeks: a.lengthBy === 'weeks' ? (num(a.weeks) ?? null) : null,
    startDate: a.startDate || null,
    goalId: a.goalId ? Number(a.goalId) : null,
    currentWeeklyKm: num(a.currentWeeklyKm) as number,
    longestRecentRunKm: num(a.longestRecentRunKm) as number,
    experienceLevel: a.experienceLevel as CreateTrainingPlanInput['experienceLevel'],
    recentRace: race ? { distanceKm: num(a.raceDistanceKm) as number, time: a.raceTime } : null,
    daysPerWeek: a.runDays.length,
    runDays: a.runDays,
    longRunDay: num(a.longRunDay) as number,
  };
}

/** /training-plan-wizard: the runner's answers step by step, a preview of every week, then the plan. */
export default function TrainingPlanWizard() {
  usePageTitle('common:pageTitles.trainingPlanWizard');
  const { t } = useTranslation('training');
  const { user, status } = useAuth();
  if (status === 'loading') return null;
  if (!user) return <SignInPrompt title={t('training:wizard.title')} />;
  return <Wizard />;
}

function Wizard() {
  const { t } = useTranslation(['training', 'messages']);
  const f = useFormat();
  const navigate = useNavigate();
  const goals = useGoals();
  const preview = usePreviewPlan();
  const create = useCreatePlan();
  const [step, setStep] = useState(0);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [shown, setShown] = useState<PlanPreview | null>(null);
  const [a, setA] = useState<Answers>(() => ({
    goalDistance: 'half_marathon',
    lengthBy: 'weeks',
    raceDate: '',
    weeks: '12',
    startDate: defaultPlanStartDate(toIsoDate(new Date())),
    goalId: '',
    currentWeeklyKm: '',
    longestRecentRunKm: '',
    experienceLevel: 'intermediate',
    raceDistanceKm: '',
    raceTime: '',
    runDays: [2, 4, 6, 0],
    longRunDay: '0',
  }));
  const set = (k: keyof Answers) => (e: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
    setA((x) => ({ ...x, [k]: e.target.value }));

  /** The step's own problems (later steps' fields are not judged yet). */
  const check = (upTo: number) => {
    const parsed = createTrainingPlanSchema.safeParse(toInput(a));
    if (parsed.success) return {};
    const fields = new Set(STEP_FIELDS.slice(0, upTo + 1).flat());
    const issues = parsed.error.issues
      .map((i) => ({ path: i.path.map(String).join('.'), message: i.message }))
      .filter((i) => fields.has(i.path.split('.')[0] ?? ''));
    return fieldMessages(t, issues);
  };

  /** Shows a server 400 on its fields and goes back to the step that holds the first of them. */
  const showServerErrors = (error: unknown) => {
    const found = fieldMessages(t, error);
    const paths = Object.keys(found);
    if (!paths.length) {
      toast({
        title: t('training:wizard.failed'),
        description: translateMessage(t, error),
        variant: 'destructive',
      });
      return;
    }
    setErrors(found);
    const first = paths[0]!.split('.')[0] ?? '';
    const at = STEP_FIELDS.findIndex((s) => s.includes(first));
    setStep(at === -1 ? 0 : at);
  };

  const next = () => {
    const found = check(step);
    setErrors(found);
    if (Object.keys(found).length) return;
    if (step < 2) return setStep(step + 1);
    preview.mutate(toInput(a), {
      onSuccess: (result) => {
        setShown(result);
        setStep(3);
      },
      onError: showServerErrors,
    });
  };

  const save = () =>
    create.mutate(toInput(a), {
      onSuccess: (plan) => {
        toast({ title: t('training:wizard.saved'), variant: 'success' });
        void navigate(`/training-plan-dashboard?plan=${plan.id}`);
      },
      onError: showServerErrors,
    });

  const toggleDay = (day: number) =>
    setA((x) => {
      const runDays = x.runDays.includes(day) ? x.runDays.filter((d) => d !== day) : [...x.runDays, day];
      const longRunDay = runDays.includes(Number(x.longRunDay)) ? x.longRunDay : String(runDays.at(-1) ?? '');
      return { ...x, runDays, longRunDay };
    });

  const err = (k: string) => errors[k];
  const field = (id: string, k: string, hint = false) => ({ id, ...describedBy(id, err(k), hint) });

  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8">
      <h1 className="text-2xl font-semibold">{t('training:wizard.title')}</h1>
      <p className="mt-1 text-muted-foreground">{t('training:wizard.intro')}</p>
      <ol className="mt-4 flex flex-wrap gap-2 text-sm" aria-label={t('training:wizard.progress')}>
        {STEP_KEYS.map((key, i) => (
          <li
            key={key}
            aria-current={i === step ? 'step' : undefined}
            className={
              i === step
                ? 'rounded-full bg-primary px-3 py-1 text-primary-foreground'
                : 'rounded-full border px-3 py-1'
            }
          >
            {i + 1}. {t(key)}
          </li>
        ))}
      </ol>

      <Card className="mt-4">
        <CardHeader>
          <h2 className="text-lg font-semibold">{t(STEP_KEYS[step]!)}</h2>
        </CardHeader>
        <CardContent className="space-y-4">
          {step === 0 && (
            <>
              <fieldset className="space-y-2">
                <legend className="text-sm font-medium">{t('training:wizard.distance')}</legend>
                <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
                  {PLAN_GOAL_DISTANCES.map((d) => (
                    <label
                      key={d}
                      className="flex cursor-pointer items-center gap-2 rounded-md border p-3 text-sm has-checked:border-primary"
                    >
                      <input
                        type="radio"
                        name="goalDistance"
                        value={d}
                        checked={a.goalDistance === d}
                        onChange={set('goalDistance')}
                      />
                      {t(DISTANCE_KEYS[d])}
                    </label>
                  ))}
                </div>
              </fieldset>
              <fieldset className="space-y-2">
                <legend className="text-sm font-medium">{t('training:wizard.lengthBy')}</legend>
                <div className="flex flex-wrap gap-4 text-sm">
                  <label className="flex items-center gap-2">
                    <input
                      type="radio"
                      name="lengthBy"
                      value="raceDate"
                      checked={a.lengthBy === 'raceDate'}
                      onChange={set('lengthBy')}
                    />
                    {t('training:wizard.byRaceDate')}
                  </label>
                  <label className="flex items-center gap-2">
                    <input
                      type="radio"
                      name="lengthBy"
                      value="weeks"
                      checked={a.lengthBy === 'weeks'}
                      onChange={set('lengthBy')}
                    />
                    {t('training:wizard.byWeeks')}
                  </label>
                </div>
              </fieldset>
              <div className="grid gap-4 sm:grid-cols-2">
                {a.lengthBy === 'raceDate' ? (
                  <FormField id="raceDate" label={t('training:wizard.raceDate')} error={err('raceDate')}>
                    <Input
                      type="date"
                      value={a.raceDate}
                      onChange={set('raceDate')}
                      {...field('raceDate', 'raceDate')}
                    />
                  </FormField>
                ) : (
                  <FormField
                    id="weeks"
                    label={t('training:wizard.weeks')}
                    error={err('weeks') ?? err('raceDate')}
                  >
                    <Input
                      type="number"
                      min={6}
                      max={24}
                      inputMode="numeric"
                      value={a.weeks}
                      onChange={set('weeks')}
                      {...field('weeks', 'weeks')}
                    />
                  </FormField>
                )}
                <FormField id="startDate" label={t('training:wizard.startDate')} error={err('startDate')}>
                  <Input
                    type="date"
                    value={a.startDate}
                    onChange={set('startDate')}
                    {...field('startDate', 'startDate')}
                  />
                </FormField>
              </div>
              {!!goals.data?.length && (
                <FormField id="goalId" label={t('training:wizard.goal')} error={err('goalId')}>
                  <select
                    className={controlClass}
                    value={a.goalId}
                    onChange={set('goalId')}
                    {...field('goalId', 'goalId')}
                  >
                    <option value="">{t('training:wizard.noGoal')}</option>
                    {goals.data.map((g) => (
                      <option key={g.id} value={g.id}>
                        {g.eventName}
                      </option>
                    ))}
                  </select>
                </FormField>
              )}
            </>
          )}

          {step === 1 && (
            <>
              <div className="grid gap-4 sm:grid-cols-2">
                <FormField
                  id="currentWeeklyKm"
                  label={t('training:wizard.currentWeeklyKm')}
                  error={err('currentWeeklyKm')}
                >
                  <Input
                    type="number"
                    min={5}
                    max={250}
                    step="0.1"
                    inputMode="decimal"
                    value={a.currentWeeklyKm}
                    onChange={set('currentWeeklyKm')}
                    {...field('currentWeeklyKm', 'currentWeeklyKm')}
                  />
                </FormField>
                <FormField
                  id="longestRecentRunKm"
                  label={t('training:wizard.longestRun')}
                  error={err('longestRecentRunKm')}
                >
                  <Input
                    type="number"
                    min={2}
                    max={100}
                    step="0.1"
                    inputMode="decimal"
                    value={a.longestRecentRunKm}
                    onChange={set('longestRecentRunKm')}
                    {...field('longestRecentRunKm', 'longestRecentRunKm')}
                  />
                </FormField>
              </div>
              <FormField
                id="experienceLevel"
                label={t('training:wizard.experience')}
                error={err('experienceLevel')}
              >
                <select
                  className={controlClass}
                  value={a.experienceLevel}
                  onChange={set('experienceLevel')}
                  {...field('experienceLevel', 'experienceLevel')}
                >
                  {EXPERIENCE_LEVELS.map((l) => (
                    <option key={l} value={l}>
                      {t(LEVEL_KEYS[l])}
                    </option>
                  ))}
                </select>
              </FormField>
              <fieldset className="space-y-2 rounded-md border p-3">
                <legend className="px-1 text-sm font-medium">{t('training:wizard.recentRace')}</legend>
                <p className="text-xs text-muted-foreground">{t('training:wizard.recentRaceHint')}</p>
                <div className="grid gap-4 sm:grid-cols-2">
                  <FormField
                    id="raceDistanceKm"
                    label={t('training:wizard.raceDistance')}
                    error={err('recentRace.distanceKm')}
                  >
                    <Input
                      type="number"
                      min={1.5}
                      max={42.2}
                      step="0.1"
                      inputMode="decimal"
                      value={a.raceDistanceKm}
                      onChange={set('raceDistanceKm')}
                      {...field('raceDistanceKm', 'recentRace.distanceKm')}
                    />
                  </FormField>
                  <FormField
                    id="raceTime"
                    label={t('training:wizard.raceTime')}
                    error={err('recentRace.time')}
                  >
                    <Input
                      placeholder="50:00"
                      value={a.raceTime}
                      onChange={set('raceTime')}
                      {...field('raceTime', 'recentRace.time')}
                    />
                  </FormField>
                </div>
              </fieldset>
            </>
          )}

          {step === 2 && (
            <>
              <fieldset
                className="space-y-2"
                {...describedBy('runDays', err('runDays') ?? err('daysPerWeek'))}
              >
                <legend className="text-sm font-medium">
                  {t('training:wizard.runDays', { n: a.runDays.length })}
                </legend>
                <div className="flex flex-wrap gap-2">
                  {WEEK_ORDER.map((d) => (
                    <label
                      key={d}
                      className="flex items-center gap-2 rounded-md border px-3 py-2 text-sm has-checked:border-primary"
                    >
                      <input type="checkbox" checked={a.runDays.includes(d)} onChange={() => toggleDay(d)} />
                      {weekdayName(d, f.language)}
                    </label>
                  ))}
                </div>
                {(err('runDays') ?? err('daysPerWeek')) && (
                  <p id="runDays-error" className="text-sm text-destructive">
                    {err('runDays') ?? err('daysPerWeek')}
                  </p>
                )}
              </fieldset>
              <FormField id="longRunDay" label={t('training:wizard.longRunDay')} error={err('longRunDay')}>
                <select
                  className={controlClass}
                  value={a.longRunDay}
                  onChange={set('longRunDay')}
                  {...field('longRunDay', 'longRunDay')}
                >
                  {WEEK_ORDER.filter((d) => a.runDays.includes(d)).map((d) => (
                    <option key={d} value={d}>
                      {weekdayName(d, f.language)}
                    </option>
                  ))}
                </select>
              </FormField>
            </>
          )}

          {step === 3 && shown && <WizardPreviewStep preview={shown} />}

          <div className="flex flex-wrap justify-between gap-2 pt-2">
            <Button type="button" variant="outline" disabled={step === 0} onClick={() => setStep(step - 1)}>
              {t('training:wizard.back')}
            </Button>
            {step < 3 ? (
              <Button type="button" onClick={next} disabled={preview.isPending}>
                {step === 2 ? t('training:wizard.preview') : t('training:wizard.next')}
              </Button>
            ) : (
              <Button type="button" onClick={save} disabled={create.isPending}>
                {create.isPending ? t('training:wizard.saving') : t('training:wizard.save')}
              </Button>
            )}
          </div>
        </CardContent>
      </Card>
    </div>
  );
}
