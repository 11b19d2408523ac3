import {
  WEATHER_CONDITIONS,
  workoutFeedbackBodySchema,
  type PlanWorkout,
  type WorkoutFeedbackBody,
} from '@stride/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { DialogFooter } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { TitledDialog } from '@/components/ui/titled-dialog';
import { FormField, describedBy, controlClass } from '@/components/ui/form-field';
import { WEATHER_KEYS } from '../lib/labels';
import { fieldMessages } from '@/lib/messages';
import { WorkoutTitle } from './workout-text';

const RATINGS = [
  ['effortRating', 10, 'training:feedback.effort'],
  ['energyLevel', 5, 'training:feedback.energy'],
  ['recoveryRating', 5, 'training:feedback.recovery'],
  ['difficultyRating', 5, 'training:feedback.difficulty'],
  ['enjoymentRating', 5, 'training:feedback.enjoyment'],
] as const;

type Draft = Record<string, string>;

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
  const [draft, setDraft] = useState<Draft>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set =
    (k: string) => (e: React.ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) =>
      setDraft((d) => ({ ...d, [k]: e.target.value }));
  const number = (k: string) => (draft[k]?.trim() ? Number(draft[k]) : null);

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const minutes = number('minutes');
    const body = {
      completed: true,
      actualDistance: number('actualDistance'),
      actualDuration: minutes === null ? null : Math.round(minutes * 60),
      paceAchieved: draft.paceAchieved?.trim() || null,
      weatherConditions: (draft.weatherConditions || null) as WorkoutFeedbackBody['weatherConditions'],
      notes: draft.notes?.trim() || null,
      ...Object.fromEntries(RATINGS.map(([k]) => [k, number(k)])),
    };
    const parsed = workoutFeedbackBodySchema.safeParse(body);
    if (!parsed.success) {
      const issues = parsed.error.issues.map((i) => ({
        path: i.path.map(String).join('.'),
        message: i.message,
      }));
      setErrors(fieldMessages(t, issues));
      return;
    }
    setErrors({});
    onSubmit(body);
  };

  const err = (k: string) => errors[k === 'minutes' ? 'actualDuration' : k];
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
              id="fb-distance"
              type="number"
              step="0.1"
              min={0}
              inputMode="decimal"
              value={draft.actualDistance ?? ''}
              onChange={set('actualDistance')}
              {...describedBy('fb-distance', err('actualDistance'))}
            />
          </FormField>
          <FormField id="fb-minutes" label={t('training:feedback.minutes')} error={err('minutes')}>
            <Input
              id="fb-minutes"
              type="number"
              step="1"
              min={0}
              inputMode="numeric"
              value={draft.minutes ?? ''}
              onChange={set('minutes')}
              {...describedBy('fb-minutes', err('minutes'))}
            />
          </FormField>
        </div>
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          {RATINGS.map(([k, max, label]) => (
            <FormField key={k} id={`fb-${k}`} label={t(label, { max })} error={err(k)}>
              <select
                id={`fb-${k}`}
                className={controlClass}
                value={draft[k] ?? ''}
                onChange={set(k)}
                {...describedBy(`fb-${k}`, err(k))}
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
        <div className="grid grid-cols-2 gap-3">
          <FormField id="fb-pace" label={t('training:feedback.pace')} error={err('paceAchieved')}>
            <Input
              id="fb-pace"
              placeholder="5:30"
              value={draft.paceAchieved ?? ''}
              onChange={set('paceAchieved')}
              {...describedBy('fb-pace', err('paceAchieved'))}
            />
          </FormField>
          <FormField id="fb-weather" label={t('training:feedback.weather')}>
            <select
              id="fb-weather"
              className={controlClass}
              value={draft.weatherConditions ?? ''}
              onChange={set('weatherConditions')}
            >
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
          <textarea
            id="fb-notes"
            maxLength={1000}
            className="min-h-16 w-full rounded-md border border-input bg-background px-3 py-2 text-sm"
            value={draft.notes ?? ''}
            onChange={set('notes')}
          />
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
