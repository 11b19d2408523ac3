import { zodResolver } from '@hookform/resolvers/zod';
import type { CreateEvent as CreateEventOutput, CreateEventInput } from '@stride/contracts';
import { useEffect, useRef, type ReactNode } from 'react';
import {
  useForm,
  useWatch,
  type DefaultValues,
  type FieldPath,
  type Resolver,
  type UseFormReturn,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { FormField, focusFirstInvalid } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';
import { translateMessage } from '@/lib/messages';
import { eventFormSchema } from '../lib/event-schema';
import { todayIso } from '../lib/near-me';
import { EventFormExtras } from './event-form-extras';
import { EventFormPaceGroups } from './event-form-pace-groups';
import { EventFormRun } from './event-form-run';
import { EventFormWhere } from './event-form-where';

export type EventFormValues = CreateEventInput;
export type EventForm = UseFormReturn<EventFormValues, unknown, CreateEventOutput>;
/** A field's error message, translated; shared by the form's sections. */
export type FieldError = (name: FieldPath<EventFormValues>) => string | undefined;

/**
 * What the runner can see is what gets checked: the race fields count only with "This is a race"
 * ticked, the repeat settings only for a repeating event, and an
 * empty link is no link. Hidden fields keep what was typed (ticking the box again brings it back) but
 * never block the form.
 */
export function visibleValues(v: EventFormValues): EventFormValues {
  return {
    ...v,
    raceCost: v.isRace ? v.raceCost : null,
    raceWebsite: (v.isRace && v.raceWebsite) || null,
    eventUrl: v.eventUrl || null,
    recurringType: v.isRecurring ? v.recurringType : null,
    recurringEndDate: v.isRecurring ? v.recurringEndDate : null,
    recurringDaysOfWeek:
      v.isRecurring && v.recurringType === 'weekly' && v.recurringDaysOfWeek?.length
        ? v.recurringDaysOfWeek
        : null,
  };
}

const schemaResolver = zodResolver(eventFormSchema);
const resolver: Resolver<EventFormValues, unknown, CreateEventOutput> = (values, context, options) =>
  schemaResolver(visibleValues(values), context, options);

/**
 * The full event form (SPEC 3 and 5) used by /create and /events/:id/edit. Editing hides the
 * recurrence fields (fixed at creation) and can lock the date (a whole-series change keeps each date).
 */
export function EventFormBody({
  defaultValues,
  onSubmit,
  fieldErrors,
  isPending,
  submitLabel,
  pendingLabel,
  editing = false,
  lockDate = false,
  before,
  actions,
}: {
  defaultValues: DefaultValues<EventFormValues>;
  onSubmit: (values: CreateEventOutput) => void;
  /** Field errors the server answered with, shown next to their fields. */
  fieldErrors?: Record<string, string>;
  isPending: boolean;
  submitLabel: string;
  pendingLabel: string;
  editing?: boolean;
  lockDate?: boolean;
  before?: ReactNode;
  actions?: ReactNode;
}) {
  const { t } = useTranslation(['events', 'messages']);
  const form: EventForm = useForm<EventFormValues, unknown, CreateEventOutput>({
    resolver,
    mode: 'onTouched',
    defaultValues,
    // Not every field has an input to focus (distances, location): focusFirstInvalid finds them all.
    shouldFocusError: false,
  });
  const formRef = useRef<HTMLFormElement>(null);
  const { register, setError, formState } = form;
  const errors = formState.errors;
  useEffect(() => {
    const entries = Object.entries(fieldErrors ?? {});
    for (const [name, message] of entries) setError(name as FieldPath<EventFormValues>, { message });
    if (entries.length) focusFirstInvalid(formRef.current);
  }, [fieldErrors, setError]);
  const err: FieldError = (name) => {
    const e = name
      .split('.')
      .reduce<unknown>((o, k) => (o as Record<string, unknown> | undefined)?.[k], errors) as
      { message?: string } | undefined;
    return translateMessage(t, e?.message);
  };
  const isRecurring = useWatch({ control: form.control, name: 'isRecurring' });
  // The resolver already dropped hidden fields (visibleValues), so its output is what is sent.
  const submit = (e: React.FormEvent<HTMLFormElement>) => {
    const formElement = e.currentTarget;
    void form.handleSubmit(onSubmit, () => focusFirstInvalid(formElement))(e);
  };

  return (
    <form ref={formRef} noValidate onSubmit={submit} className="mt-6 space-y-8">
      {Object.keys(errors).length > 0 && (
        <div
          role="alert"
          className="rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm text-destructive"
        >
          {t('events:create.fixErrors')}
        </div>
      )}
      {before}
      <fieldset className="space-y-4">
        <legend className="mb-2 text-lg font-semibold">{t('events:create.basics')}</legend>
        <FormField id="title" label={t('events:create.titleLabel')} error={err('title')}>
          <Input id="title" aria-invalid={!!errors.title} maxLength={200} {...register('title')} />
        </FormField>
        <FormField id="description" label={t('events:create.description')} error={err('description')}>
          <Textarea id="description" maxLength={5000} {...register('description')} />
        </FormField>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField
            id="date"
            label={t('events:create.date')}
            error={err('date')}
            hint={lockDate ? t('events:edit.dateLocked') : undefined}
          >
            <Input
              id="date"
              type="date"
              min={todayIso()}
              aria-invalid={!!errors.date}
              readOnly={lockDate}
              className={lockDate ? 'bg-muted text-muted-foreground' : undefined}
              aria-describedby={lockDate ? 'date-hint' : undefined}
              {...register('date')}
            />
          </FormField>
          <FormField id="time" label={t('events:create.time')} error={err('time')}>
            <Input id="time" type="time" aria-invalid={!!errors.time} {...register('time')} />
          </FormField>
        </div>
      </fieldset>
      <EventFormWhere form={form} err={err} initialLocation={defaultValues.location} />
      <EventFormRun form={form} err={err} />
      <EventFormPaceGroups form={form} err={err} />
      <EventFormExtras form={form} err={err} showRecurrence={!editing} isRecurring={!!isRecurring} />
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" size="lg" disabled={isPending}>
          {isPending ? pendingLabel : submitLabel}
        </Button>
        {actions}
      </div>
    </form>
  );
}
