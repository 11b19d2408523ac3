import { DIFFICULTY_OPTIONS, GOAL_DISTANCE_OPTIONS, type CreateGoalInput } from '@stride/contracts';
import { Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { controlClass, FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { fieldMessages, translateMessage } from '@/lib/messages';
import { EXPERIENCE_LEVEL_LABELS, GOAL_DISTANCE_LABELS, optionLabel } from '@/lib/option-labels';
import { useCreateGoal, useDeleteGoal, useGoals } from '@/features/training';

interface Draft {
  eventName: string;
  distance: string;
  difficulty: string;
  eventDate: string;
  targetTime: string;
  notes: string;
}
const EMPTY: Draft = {
  eventName: '',
  distance: '',
  difficulty: '',
  eventDate: '',
  targetTime: '',
  notes: '',
};

/**
 * SPEC section 2: collapsed behind 'Add Training Goal'; Add Goal needs name, distance and difficulty.
 * Goals are the runner's user_goals, added and removed through the goals API at once.
 */
export function GoalEditor() {
  const { t } = useTranslation(['auth', 'training', 'messages']);
  const goals = useGoals().data ?? [];
  const create = useCreateGoal();
  const remove = useDeleteGoal();
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [error, setError] = useState<string>();
  const canAdd = draft.eventName.trim() !== '' && draft.distance !== '' && draft.difficulty !== '';
  const set =
    (k: keyof Draft) => (e: React.ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) =>
      setDraft((d) => ({ ...d, [k]: e.target.value }));
  const close = () => {
    setDraft(EMPTY);
    setError(undefined);
    setOpen(false);
  };
  const add = () =>
    create.mutate(
      {
        eventName: draft.eventName.trim(),
        distance: draft.distance as CreateGoalInput['distance'],
        difficulty: draft.difficulty as CreateGoalInput['difficulty'],
        eventDate: draft.eventDate || null,
        targetTime: draft.targetTime.trim() || null,
        notes: draft.notes.trim() || null,
        status: 'in_progress',
      },
      {
        onSuccess: close,
        onError: (e) => {
          setError(Object.values(fieldMessages(t, e))[0] ?? translateMessage(t, e));
        },
      },
    );

  return (
    <div className="space-y-3">
      {goals.length > 0 && (
        <ul className="space-y-2">
          {goals.map((g) => (
            <li key={g.id} className="flex items-start justify-between rounded-md border p-3 text-sm">
              <div>
                <p className="font-medium">{g.eventName}</p>
                <p className="text-muted-foreground">
                  {optionLabel(t, GOAL_DISTANCE_LABELS, g.distance)} ·{' '}
                  {optionLabel(t, EXPERIENCE_LEVEL_LABELS, g.difficulty)}
                  {g.eventDate ? ` · ${g.eventDate}` : ''}
                  {g.targetTime ? ` · ${g.targetTime}` : ''}
                </p>
                {g.notes && <p className="text-muted-foreground">{g.notes}</p>}
              </div>
              <Button
                type="button"
                variant="ghost"
                size="icon"
                aria-label={t('auth:goals.remove', { name: g.eventName })}
                disabled={remove.isPending}
                onClick={() => remove.mutate(g.id)}
              >
                <Trash2 />
              </Button>
            </li>
          ))}
        </ul>
      )}
      {!open ? (
        <Button type="button" variant="outline" onClick={() => setOpen(true)}>
          <Plus /> {t('auth:goals.addTrainingGoal')}
        </Button>
      ) : (
        <div className="space-y-3 rounded-md border p-4">
          <FormField id="goal-name" label={t('auth:goals.eventName')}>
            <Input id="goal-name" value={draft.eventName} onChange={set('eventName')} maxLength={200} />
          </FormField>
          <div className="grid gap-3 sm:grid-cols-2">
            <FormField id="goal-distance" label={t('auth:goals.distance')}>
              <select
                className={controlClass}
                id="goal-distance"
                value={draft.distance}
                onChange={set('distance')}
              >
                <option value="" disabled>
                  {t('auth:goals.choose')}
                </option>
                {GOAL_DISTANCE_OPTIONS.map((d) => (
                  <option key={d} value={d}>
                    {t(GOAL_DISTANCE_LABELS[d])}
                  </option>
                ))}
              </select>
            </FormField>
            <FormField id="goal-difficulty" label={t('auth:goals.difficultyLabel')}>
              <select
                className={controlClass}
                id="goal-difficulty"
                value={draft.difficulty}
                onChange={set('difficulty')}
              >
                <option value="" disabled>
                  {t('auth:goals.choose')}
                </option>
                {DIFFICULTY_OPTIONS.map((d) => (
                  <option key={d} value={d}>
                    {t(EXPERIENCE_LEVEL_LABELS[d])}
                  </option>
                ))}
              </select>
            </FormField>
            <FormField id="goal-date" label={t('auth:goals.eventDate')}>
              <Input id="goal-date" type="date" value={draft.eventDate} onChange={set('eventDate')} />
            </FormField>
            <FormField id="goal-time" label={t('auth:goals.targetTime')}>
              <Input
                id="goal-time"
                placeholder="4:00:00"
                value={draft.targetTime}
                onChange={set('targetTime')}
              />
            </FormField>
          </div>
          <FormField id="goal-notes" label={t('auth:goals.notes')}>
            <textarea
              id="goal-notes"
              className="min-h-16 w-full rounded-md border border-input bg-background px-3 py-2 text-sm"
              value={draft.notes}
              onChange={set('notes')}
              maxLength={1000}
            />
          </FormField>
          {error && (
            <p role="alert" className="text-sm text-destructive">
              {error}
            </p>
          )}
          <div className="flex gap-2">
            <Button type="button" disabled={!canAdd || create.isPending} onClick={add}>
              {t('auth:goals.addGoal')}
            </Button>
            <Button type="button" variant="outline" onClick={close}>
              {t('auth:goals.cancel')}
            </Button>
          </div>
        </div>
      )}
    </div>
  );
}
