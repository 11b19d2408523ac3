import { zodResolver } from '@hookform/resolvers/zod';
import {
  ABILITY_LEVELS,
  EVENT_DISTANCE_OPTIONS,
  EVENT_MESSAGES,
  EVENT_TYPES,
  LIMITS,
  RECURRING_TYPES,
  createEventSchema,
  type CreateEvent as CreateEventOutput,
  type CreateEventInput,
} from '@stride/contracts';
import { useForm, useWatch, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { usePageTitle } from '@/hooks/use-page-title';
import { useSubmitEvent } from '../api/use-submit-event';
import { CheckChip, FormField, Textarea, inputLike } from '../components/event-form-fields';
import { LazyEventsMap } from '../components/lazy-events-map';
import { LocationSearch } from '../components/location-search';
import { ABILITY_LABELS, EVENT_TYPE_LABELS, RECURRING_LABELS, WEEKDAY_KEYS } from '../lib/labels';
import { translateEventMessage } from '../lib/messages';
import { todayIso } from '../lib/near-me';

type Values = CreateEventInput;

/** The event date must not be in the past (the server also refuses a start that has gone by). */
const formSchema = createEventSchema.superRefine((v, ctx) => {
  if (v.date < todayIso()) ctx.addIssue({ code: 'custom', path: ['date'], message: EVENT_MESSAGES.pastDate });
});

const round5 = (n: number) => Math.round(n * 100_000) / 100_000;

/** /create — the full event form with race, club and recurrence fields (SPEC 3 and 5). */
export default function CreateEvent() {
  const { t } = useTranslation('events');
  usePageTitle('common:pageTitles.createEvent');
  const form = useForm<Values, unknown, CreateEventOutput>({
    resolver: zodResolver(formSchema),
    mode: 'onTouched',
    defaultValues: {
      title: '',
      description: '',
      date: '',
      time: '07:00',
      location: '',
      distances: [],
      maxParticipants: LIMITS.defaultMaxParticipants,
      eventType: 'official',
      isClubEvent: false,
      clubName: '',
      abilityLevels: [],
      creatorComments: '',
      isRace: false,
      raceCost: null,
      raceWebsite: '',
      meetingPoint: '',
      eventUrl: '',
      isRecurring: false,
      recurringType: null,
      recurringEndDate: null,
      recurringDaysOfWeek: [],
    },
  });
  const { register, control, setValue, setError, formState } = form;
  const errors = formState.errors;
  const err = (name: FieldPath<Values>) => {
    const e = name
      .split('.')
      .reduce<unknown>((o, k) => (o as Record<string, unknown> | undefined)?.[k], errors) as
      { message?: string } | undefined;
    return translateEventMessage(t, e?.message);
  };
  const { submit, isPending } = useSubmitEvent((fields) => {
    for (const [name, message] of Object.entries(fields)) setError(name as FieldPath<Values>, { message });
  });
  const [
    lat,
    lng,
    location,
    distances,
    abilityLevels,
    isClubEvent,
    isRecurring,
    isRace,
    recurringType,
    days,
  ] = useWatch({
    control,
    name: [
      'lat',
      'lng',
      'location',
      'distances',
      'abilityLevels',
      'isClubEvent',
      'isRecurring',
      'isRace',
      'recurringType',
      'recurringDaysOfWeek',
    ],
  });
  const toggle = <T,>(list: readonly T[] | null | undefined, item: T, on: boolean) =>
    on ? [...(list ?? []), item] : (list ?? []).filter((x) => x !== item);
  const hasPoint = typeof lat === 'number' && typeof lng === 'number';
  const movePin = (p: { lat: number; lng: number }) => {
    setValue('lat', round5(p.lat), { shouldDirty: true });
    setValue('lng', round5(p.lng), { shouldDirty: true });
  };
  // Empty optional text is sent as absent; the schema turns '' into null anyway, URLs must be absent.
  const onSubmit = form.handleSubmit((v) =>
    submit({
      ...v,
      raceWebsite: v.raceWebsite || null,
      eventUrl: v.eventUrl || null,
      recurringDaysOfWeek: v.isRecurring && v.recurringDaysOfWeek?.length ? v.recurringDaysOfWeek : null,
      recurringType: v.isRecurring ? v.recurringType : null,
      recurringEndDate: v.isRecurring ? v.recurringEndDate : null,
      raceCost: v.isRace ? v.raceCost : null,
    }),
  );
  const messages = Object.keys(errors).length > 0;

  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <h1 className="text-3xl font-bold tracking-tight">{t('events:create.title')}</h1>
      <p className="mt-1 text-muted-foreground">{t('events:create.subtitle')}</p>
      <form noValidate onSubmit={(e) => void onSubmit(e)} className="mt-6 space-y-8">
        {messages && (
          <div
            role="alert"
            className="rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm text-destructive"
          >
            {t('events:create.fixErrors')}
          </div>
        )}
        <fieldset className="space-y-4">
          <legend className="mb-2 text-lg font-semibold">{t('events:create.basics')}</legend>
          <FormField id="title" label={t('events:create.titleLabel')} error={err('title')}>
            <Input id="title" aria-invalid={!!errors.title} maxLength={200} {...register('title')} />
          </FormField>
          <FormField id="description" label={t('events:create.description')} error={err('description')}>
            <Textarea id="description" maxLength={5000} {...register('description')} />
          </FormField>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField id="date" label={t('events:create.date')} error={err('date')}>
              <Input
                id="date"
                type="date"
                min={todayIso()}
                aria-invalid={!!errors.date}
                {...register('date')}
              />
            </FormField>
            <FormField id="time" label={t('events:create.time')} error={err('time')}>
              <Input id="time" type="time" aria-invalid={!!errors.time} {...register('time')} />
            </FormField>
          </div>
        </fieldset>

        <fieldset className="space-y-4">
          <legend className="mb-2 text-lg font-semibold">{t('events:create.where')}</legend>
          <FormField
            id="location"
            label={t('events:create.location')}
            error={err('location') ?? (errors.lat ? t('events:validation.locationRequired') : undefined)}
          >
            <LocationSearch
              id="location"
              label={t('events:create.location')}
              invalid={!!errors.location}
              onSelect={(s) => {
                setValue('location', s.label, { shouldValidate: true, shouldDirty: true });
                setValue('state', s.state as Values['state']);
                movePin(s);
              }}
            />
          </FormField>
          {hasPoint && (
            <div>
              <LazyEventsMap
                className="h-64 w-full overflow-hidden rounded-lg border"
                center={{ lat, lng }}
                zoom={14}
                showCenterPin
                onPinMove={movePin}
                onMapClick={movePin}
                events={[]}
                label={t('events:create.pinLabel', { location })}
                viewLabel={t('events:map.viewEvent')}
              />
              <p className="mt-1 text-xs text-muted-foreground" data-testid="pin-coords">
                {t('events:create.pinHint', { latitude: lat, longitude: lng })}
              </p>
            </div>
          )}
          <FormField id="meetingPoint" label={t('events:create.meetingPoint')} error={err('meetingPoint')}>
            <Input
              id="meetingPoint"
              maxLength={500}
              placeholder={t('events:create.meetingPointPlaceholder')}
              {...register('meetingPoint')}
            />
          </FormField>
        </fieldset>

        <fieldset className="space-y-4">
          <legend className="mb-2 text-lg font-semibold">{t('events:create.run')}</legend>
          <div role="group" aria-labelledby="distances-label" className="space-y-1.5">
            <p id="distances-label" className="text-sm font-medium">
              {t('events:create.distances')}
            </p>
            <div className="flex flex-wrap gap-1.5">
              {EVENT_DISTANCE_OPTIONS.map((d) => (
                <CheckChip
                  key={d}
                  checked={(distances ?? []).includes(d)}
                  onChange={(on) =>
                    setValue('distances', toggle(distances, d, on), {
                      shouldValidate: true,
                      shouldDirty: true,
                    })
                  }
                >
                  {d}
                </CheckChip>
              ))}
            </div>
            {err('distances') && <p className="text-sm text-destructive">{err('distances')}</p>}
          </div>
          <div role="group" aria-labelledby="ability-label" className="space-y-1.5">
            <p id="ability-label" className="text-sm font-medium">
              {t('events:create.abilityLevels')}
            </p>
            <div className="flex flex-wrap gap-1.5">
              {ABILITY_LEVELS.map((a) => (
                <CheckChip
                  key={a}
                  checked={(abilityLevels ?? []).includes(a)}
                  onChange={(on) => setValue('abilityLevels', toggle(abilityLevels, a, on))}
                >
                  {t(ABILITY_LABELS[a] ?? 'events:ability.allWelcome')}
                </CheckChip>
              ))}
            </div>
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField
              id="maxParticipants"
              label={t('events:create.maxParticipants')}
              error={err('maxParticipants')}
            >
              <Input
                id="maxParticipants"
                type="number"
                min={1}
                max={10000}
                {...register('maxParticipants', { valueAsNumber: true })}
              />
            </FormField>
            <FormField id="eventType" label={t('events:filters.eventType')}>
              <select id="eventType" className={inputLike} {...register('eventType')}>
                {EVENT_TYPES.map((v) => (
                  <option key={v} value={v}>
                    {t(EVENT_TYPE_LABELS[v] ?? 'events:eventType.official')}
                  </option>
                ))}
              </select>
            </FormField>
            <FormField id="difficulty" label={t('events:create.difficulty')} error={err('difficulty')}>
              <Input id="difficulty" maxLength={20} {...register('difficulty')} />
            </FormField>
            <FormField id="terrain" label={t('events:create.terrain')} error={err('terrain')}>
              <Input
                id="terrain"
                maxLength={40}
                placeholder={t('events:create.terrainPlaceholder')}
                {...register('terrain')}
              />
            </FormField>
          </div>
          <FormField id="eventUrl" label={t('events:create.eventUrl')} error={err('eventUrl')}>
            <Input
              id="eventUrl"
              type="url"
              placeholder="https://"
              {...register('eventUrl', { setValueAs: (v: string) => v || null })}
            />
          </FormField>
          <FormField
            id="creatorComments"
            label={t('events:create.creatorComments')}
            error={err('creatorComments')}
          >
            <Textarea id="creatorComments" maxLength={2000} {...register('creatorComments')} />
          </FormField>
        </fieldset>

        <fieldset className="space-y-4">
          <legend className="mb-2 text-lg font-semibold">{t('events:create.extras')}</legend>
          <label className="flex items-center gap-2 text-sm font-medium">
            <input type="checkbox" className="size-4" {...register('isRace')} />
            {t('events:create.isRace')}
          </label>
          {isRace && (
            <div className="grid gap-4 sm:grid-cols-2">
              <FormField id="raceCost" label={t('events:create.raceCost')} error={err('raceCost')}>
                <Input
                  id="raceCost"
                  type="number"
                  min={0}
                  step="0.01"
                  {...register('raceCost', {
                    setValueAs: (v: string) => (v === '' || v == null ? null : Number(v)),
                  })}
                />
              </FormField>
              <FormField id="raceWebsite" label={t('events:create.raceWebsite')} error={err('raceWebsite')}>
                <Input
                  id="raceWebsite"
                  type="url"
                  placeholder="https://"
                  {...register('raceWebsite', { setValueAs: (v: string) => v || null })}
                />
              </FormField>
            </div>
          )}
          <label className="flex items-center gap-2 text-sm font-medium">
            <input type="checkbox" className="size-4" {...register('isClubEvent')} />
            {t('events:create.isClubEvent')}
          </label>
          {isClubEvent && (
            <FormField id="clubName" label={t('events:create.clubName')} error={err('clubName')}>
              <Input id="clubName" maxLength={120} {...register('clubName')} />
            </FormField>
          )}
          <label className="flex items-center gap-2 text-sm font-medium">
            <input type="checkbox" className="size-4" {...register('isRecurring')} />
            {t('events:create.isRecurring')}
          </label>
          {isRecurring && (
            <div className="space-y-4 rounded-lg border p-4">
              <div className="grid gap-4 sm:grid-cols-2">
                <FormField
                  id="recurringType"
                  label={t('events:create.recurringType')}
                  error={err('recurringType')}
                >
                  <select
                    id="recurringType"
                    className={inputLike}
                    {...register('recurringType', { setValueAs: (v: string) => v || null })}
                  >
                    <option value="">{t('events:create.choose')}</option>
                    {RECURRING_TYPES.map((r) => (
                      <option key={r} value={r}>
                        {t(RECURRING_LABELS[r] ?? 'events:recurring.weekly')}
                      </option>
                    ))}
                  </select>
                </FormField>
                <FormField
                  id="recurringEndDate"
                  label={t('events:create.recurringEndDate')}
                  error={err('recurringEndDate')}
                >
                  <Input
                    id="recurringEndDate"
                    type="date"
                    {...register('recurringEndDate', { setValueAs: (v: string) => v || null })}
                  />
                </FormField>
              </div>
              {recurringType === 'weekly' && (
                <div
                  role="group"
                  aria-label={t('events:create.daysOfWeek')}
                  className="flex flex-wrap gap-1.5"
                >
                  {WEEKDAY_KEYS.map((key, day) => (
                    <CheckChip
                      key={key}
                      checked={(days ?? []).includes(day)}
                      onChange={(on) => setValue('recurringDaysOfWeek', toggle(days, day, on))}
                    >
                      {t(key)}
                    </CheckChip>
                  ))}
                </div>
              )}
            </div>
          )}
        </fieldset>

        <Button type="submit" size="lg" disabled={isPending}>
          {isPending ? t('events:create.creating') : t('events:create.submit')}
        </Button>
      </form>
    </div>
  );
}
