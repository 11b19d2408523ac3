import { zodResolver } from '@hookform/resolvers/zod';
import {
  WEATHER_CONDITIONS,
  workoutFeedbackBodySchema,
  type PlanWorkout,
  type WorkoutFeedbackBody,
} from '@stride/contracts';
import { useForm, type FieldPath, type Resolver, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { DialogFooter } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { TitledDialog } from '@/components/ui/titled-dialog';
import { FormField, controlClass, describedBy, focusFirstInvalid } from '@/components/ui/form-field';
import { translateMessage } from '@/lib/messages';
import { WEATHER_KEYS } from '../lib/labels';
import { WorkoutTitle } from './workout-text';

const RATINGS = [
  ['effortRating', 10, 'training:feedback.effort'],
  ['energyLevel', 5, 'training:feedback.energy'],
  ['recoveryRating', 5, 'training:feedback.recovery'],
  ['difficultyRating', 5, 'training:feedback.difficulty'],
  ['enjoymentRating', 5, 'training:feedback.enjoyment'],
] as const;

/** The dialog's fields as typed; every one may stay empty. `actualDuration` is in minutes here. */
interface FeedbackDraft {
  actualDistance: string;
  actualDuration: string;
  effortRating: string;
  energyLevel: string;
  recoveryRating: string;
  difficultyRating: string;
  enjoymentRating: string;
  paceAchieved: string;
  weatherConditions: string;
  notes: string;
}
type FeedbackField = FieldPath<FeedbackDraft>;

const EMPTY: FeedbackDraft = {
  actualDistance: '',
  actualDuration: '',
  effortRating: '',
  energyLevel: '',
  recoveryRating: '',
  difficultyRating: '',
  enjoymentRating: '',
  paceAchieved: '',
  weatherConditions: '',
  notes: '',
};

const number = (v: string) => (v.trim() ? Number(v) : null);

function toBody(d: FeedbackDraft): WorkoutFeedbackBody {
  const minutes = number(d.actualDuration);
  return {
    completed: true,
    actualDistance: number(d.actualDistance),
    actualDuration: minutes === null ? null : Math.round(minutes * 60),
    paceAchieved: d.paceAchieved.trim() || null,
    weatherConditions: (d.weatherConditions || null) as WorkoutFeedbackBody['weatherConditions'],
    notes: d.notes.trim() || null,
    ...Object.fromEntries(RATINGS.map(([k]) => [k, number(d[k])])),
  };
}

const schemaResolver = zodResolver(workoutFeedbackBodySchema);
/** Checks the body the fields make with the server's schema; its paths are the fields' names. */
const resolver: Resolver<FeedbackDraft> = async (values, context, options) => {
  const { errors } = await schemaResolver(toBody(values), context, options as never);
  return Object.keys(errors).length ? { values: {}, errors } : { values, errors: {} };
};

type Err = (name: FeedbackField) => string | undefined;

/** The five ratings, each a choice from 1 to its maximum (or none). */
function RatingFields({ form, err }: { form: UseFormReturn<FeedbackDraft>; err: Err }) {
  const { t } = useTranslation('training');
  return (
    <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
      {RATINGS.map(([k, max, label]) => (
        <FormField key={k} id={`fb-${k}`} label={t(label, { max })} error={err(k)}>
          <select
            id={`fb-${k}`}
            className={controlClass}
            {...describedBy(`fb-${k}`, err(k))}
            {...form.register(k)}
          >
            <option value="">—</option>
            {Array.from({ length: max }, (_, i) => i + 1).map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        </FormField>
      ))}
    </div>
  );
}

/** After 'Mark Done': how the run went. Effort 9–10 or low energy/recovery eases the next days. */
export function FeedbackDialog({
  workout,
  onClose,
  onSubmit,
  pending,
}: {
  workout: PlanWorkout | null;
  onClose: () => void;
  onSubmit: (body: WorkoutFeedbackBody) => void;
  pending: boolean;
}) {
  const { t } = useTranslation(['training', 'messages']);
  const form = useForm<FeedbackDraft>({ resolver, defaultValues: EMPTY, shouldFocusError: false });
  const { register, formState } = form;
  const err: Err = (name) => translateMessage(t, formState.errors[name]?.message);
  const field = (id: string, name: FeedbackField) => ({
    id,
    ...describedBy(id, err(name)),
    ...register(name),
  });
  const submit = (e: React.FormEvent<HTMLFormElement>) => {
    const element = e.currentTarget;
    void form.handleSubmit(
      (values) => onSubmit(toBody(values)),
      () => focusFirstInvalid(element),
    )(e);
  };

  return (
    <TitledDialog
      open={workout !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t('training:feedback.title')}
      description={workout && <WorkoutTitle workout={workout} />}
    >
      <form onSubmit={submit} className="space-y-3" noValidate>
        <div className="grid grid-cols-2 gap-3">
          <FormField id="fb-distance" label={t('training:feedback.distance')} error={err('actualDistance')}>
            <Input
              type="number"
              step="0.1"
              min={0}
              inputMode="decimal"
              {...field('fb-distance', 'actualDistance')}
            />
          </FormField>
          <FormField id="fb-minutes" label={t('training:feedback.minutes')} error={err('actualDuration')}>
            <Input
              type="number"
              step="1"
              min={0}
              inputMode="numeric"
              {...field('fb-minutes', 'actualDuration')}
            />
          </FormField>
        </div>
        <RatingFields form={form} err={err} />
        <div className="grid grid-cols-2 gap-3">
          <FormField id="fb-pace" label={t('training:feedback.pace')} error={err('paceAchieved')}>
            <Input placeholder="5:30" {...field('fb-pace', 'paceAchieved')} />
          </FormField>
          <FormField id="fb-weather" label={t('training:feedback.weather')}>
            <select id="fb-weather" className={controlClass} {...register('weatherConditions')}>
              <option value="">—</option>
              {WEATHER_CONDITIONS.map((w) => (
                <option key={w} value={w}>
                  {t(WEATHER_KEYS[w])}
                </option>
              ))}
            </select>
          </FormField>
        </div>
        <FormField id="fb-notes" label={t('training:feedback.notes')} error={err('notes')}>
          <Textarea maxLength={1000} className="min-h-16" {...field('fb-notes', 'notes')} />
        </FormField>
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onClose}>
            {t('training:feedback.skip')}
          </Button>
          <Button type="submit" disabled={pending}>
            {t('training:feedback.save')}
          </Button>
        </DialogFooter>
      </form>
    </TitledDialog>
  );
}
