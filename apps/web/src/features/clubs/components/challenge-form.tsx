import { zodResolver } from '@hookform/resolvers/zod';
import {
  CHALLENGE_LIMITS,
  createChallengeSchema,
  type CreateChallenge,
  type CreateChallengeInput,
} from '@stride/contracts';
import { useForm, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { FormField, controlClass, describedBy, focusFirstInvalid } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/use-toast';
import { fieldMessages, translateMessage } from '@/lib/messages';
import { useCreateChallenge } from '../api/challenges';

const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

/** Organisers set a challenge (issue 29): runs attended at the club's runs, or kilometres, between two dates. */
export function ChallengeForm({ clubId }: { clubId: number }) {
  const { t } = useTranslation(['clubs', 'messages']);
  const create = useCreateChallenge(clubId);
  const form = useForm<CreateChallengeInput, unknown, CreateChallenge>({
    resolver: zodResolver(createChallengeSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: {
      title: '',
      metric: 'runs_attended',
      target: 4,
      startDate: inDays(0),
      endDate: inDays(30),
    },
  });
  const { errors } = form.formState;
  const err = (name: keyof CreateChallengeInput) => translateMessage(t, errors[name]?.message);
  const onSubmit = (e: React.FormEvent<HTMLFormElement>) => {
    const formElement = e.currentTarget;
    void form.handleSubmit(
      (body) =>
        create.mutate(body, {
          onSuccess: () => {
            toast({ title: t('clubs:challenges.created'), variant: 'success' });
            form.reset({ ...body, title: '' });
          },
          onError: (error) => {
            const fields = Object.entries(fieldMessages(t, error));
            for (const [name, message] of fields)
              form.setError(name as FieldPath<CreateChallengeInput>, { message });
            if (!fields.length)
              toast({
                title: translateMessage(t, error) ?? t('clubs:errors.tryLater'),
                variant: 'destructive',
              });
          },
        }),
      () => focusFirstInvalid(formElement),
    )(e);
  };
  const field = (name: keyof CreateChallengeInput, label: string, input: React.ReactNode) => (
    <FormField id={`challenge-${name}`} label={label} error={err(name)}>
      {input}
    </FormField>
  );
  const aria = (name: keyof CreateChallengeInput) => describedBy(`challenge-${name}`, err(name));
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-3" aria-labelledby="challenge-form-heading">
      <h3 id="challenge-form-heading" className="font-semibold">
        {t('clubs:challenges.newTitle')}
      </h3>
      {field(
        'title',
        t('clubs:challenges.titleLabel'),
        <Input
          id="challenge-title"
          maxLength={CHALLENGE_LIMITS.title}
          {...aria('title')}
          {...form.register('title')}
        />,
      )}
      <div className="grid gap-3 sm:grid-cols-2">
        {field(
          'metric',
          t('clubs:challenges.metric'),
          <select
            id="challenge-metric"
            className={controlClass}
            {...aria('metric')}
            {...form.register('metric')}
          >
            <option value="runs_attended">{t('clubs:challenges.metricRuns')}</option>
            <option value="distance_km">{t('clubs:challenges.metricKm')}</option>
          </select>,
        )}
        {field(
          'target',
          t('clubs:challenges.targetLabel'),
          <Input
            id="challenge-target"
            type="number"
            min={0}
            step="any"
            {...aria('target')}
            {...form.register('target', { valueAsNumber: true })}
          />,
        )}
        {field(
          'startDate',
          t('clubs:challenges.start'),
          <Input
            id="challenge-startDate"
            type="date"
            {...aria('startDate')}
            {...form.register('startDate')}
          />,
        )}
        {field(
          'endDate',
          t('clubs:challenges.end'),
          <Input id="challenge-endDate" type="date" {...aria('endDate')} {...form.register('endDate')} />,
        )}
      </div>
      <Button type="submit" disabled={create.isPending}>
        {t('clubs:challenges.create')}
      </Button>
    </form>
  );
}
