import {
  ABILITY_LEVELS,
  EVENT_DISTANCE_OPTIONS,
  EVENT_MESSAGES,
  LIMITS,
  createEventSchema,
  timeOfDay,
  type CreateEventInput,
  type LocationSuggestion,
} from '@stride/contracts';
import { CalendarDays, Clock, MapPin, X } from 'lucide-react';
import { useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { FormField } from '@/components/ui/form-field';
import { useFormat } from '@/hooks/use-format';
import { usePageTitle } from '@/hooks/use-page-title';
import { cn } from '@/lib/utils';
import { useSubmitEvent } from '../api/use-submit-event';
import { LocalityCombobox } from '@/features/locations';
import { ABILITY_LABELS } from '@/lib/option-labels';
import { PaletteSection, droppedPiece, type Piece } from '../components/visual-palette';
import { TIME_OF_DAY_LABELS, distanceLabel } from '../lib/labels';
import { translateMessage } from '@/lib/messages';
import { todayIso } from '../lib/near-me';

/** Start times on offer; each is named by the spec's time-of-day rule, as the event will show it. */
const TIME_SLOTS = ['05:30', '07:00', '12:15', '17:30', '19:00'] as const;

/** /create-visual — build an event by dragging distances, ability levels and a time slot onto a card. */
export default function CreateEventVisual() {
  const { t } = useTranslation(['events', 'messages']);
  const fmt = useFormat();
  usePageTitle('common:pageTitles.createEventVisual');
  const [title, setTitle] = useState('');
  const [date, setDate] = useState('');
  const [time, setTime] = useState('');
  const [place, setPlace] = useState<LocationSuggestion | null>(null);
  const [distances, setDistances] = useState<string[]>([]);
  const [abilities, setAbilities] = useState<string[]>([]);
  const [maxParticipants, setMax] = useState<number>(LIMITS.defaultMaxParticipants);
  const [over, setOver] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [announce, setAnnounce] = useState('');
  const { submit, isPending } = useSubmitEvent(setErrors);

  const labelOf = (p: Piece) =>
    p.kind === 'ability'
      ? t(ABILITY_LABELS[p.value] ?? 'common:options.ability.allWelcome')
      : p.kind === 'time'
        ? fmt.time(p.value)
        : distanceLabel(t, p.value);
  const add = (p: Piece) => {
    if (p.kind === 'distance') setDistances((d) => (d.includes(p.value) ? d : [...d, p.value]));
    if (p.kind === 'ability') setAbilities((a) => (a.includes(p.value) ? a : [...a, p.value]));
    if (p.kind === 'time') setTime(p.value);
    setErrors({});
    setAnnounce(t('events:visual.added', { label: labelOf(p) }));
  };
  const remove = (p: Piece) => {
    if (p.kind === 'distance') setDistances((d) => d.filter((x) => x !== p.value));
    if (p.kind === 'ability') setAbilities((a) => a.filter((x) => x !== p.value));
    if (p.kind === 'time') setTime('');
    setAnnounce(t('events:visual.removed', { label: labelOf(p) }));
  };
  const toggle = (p: Piece, active: boolean) => (active ? remove(p) : add(p));
  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setOver(false);
    const piece = droppedPiece(e.dataTransfer);
    if (piece) add(piece);
  };

  const onCreate = () => {
    const input: CreateEventInput = {
      title,
      date,
      time: time || '',
      location: place?.label ?? '',
      state: place?.state as CreateEventInput['state'],
      lat: place?.lat as number,
      lng: place?.lng as number,
      distances,
      abilityLevels: abilities as CreateEventInput['abilityLevels'],
      maxParticipants,
    };
    const parsed = createEventSchema.safeParse(input);
    const found: Record<string, string> = {};
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const key = String(issue.path[0] ?? 'form');
        const field = key === 'lat' || key === 'lng' ? 'location' : key;
        found[field] ??=
          key === 'lat' || key === 'lng'
            ? translateMessage(t, EVENT_MESSAGES.locationRequired)
            : (translateMessage(t, issue.message) ?? issue.message);
      }
    }
    if (date && date < todayIso()) found.date ??= translateMessage(t, EVENT_MESSAGES.pastDate);
    if (!time) found.time = t('events:visual.timeRequired');
    setErrors(found);
    if (Object.keys(found).length === 0 && parsed.success) submit(input);
  };

  const cardPieces: Piece[] = [
    ...distances.map((value) => ({ kind: 'distance' as const, value })),
    ...abilities.map((value) => ({ kind: 'ability' as const, value })),
  ];

  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-3xl font-bold tracking-tight">{t('events:visual.title')}</h1>
          <p className="mt-1 text-muted-foreground">{t('events:visual.subtitle')}</p>
        </div>
        <Button asChild variant="link">
          <Link to="/create">{t('events:visual.useForm')}</Link>
        </Button>
      </div>
      <p className="sr-only" aria-live="polite">
        {announce}
      </p>
      <div className="mt-6 grid gap-8 lg:grid-cols-[1fr_26rem]">
        <div className="space-y-6">
          <PaletteSection
            id="palette-distances"
            title={t('events:create.distances')}
            pieces={EVENT_DISTANCE_OPTIONS.map((value) => ({ kind: 'distance', value }))}
            isActive={(p) => (distances as readonly string[]).includes(p.value)}
            labelOf={labelOf}
            onToggle={toggle}
          />
          <PaletteSection
            id="palette-ability"
            title={t('events:create.abilityLevels')}
            pieces={ABILITY_LEVELS.map((value) => ({ kind: 'ability', value }))}
            isActive={(p) => (abilities as readonly string[]).includes(p.value)}
            labelOf={labelOf}
            onToggle={toggle}
          />
          <PaletteSection
            id="palette-time"
            title={t('events:visual.timeSlots')}
            pieces={TIME_SLOTS.map((value) => ({ kind: 'time', value }))}
            isActive={(p) => time === p.value}
            labelOf={(p) => {
              const part =
                TIME_OF_DAY_LABELS[timeOfDay(Number(p.value.slice(0, 2)))] ?? 'events:timeOfDay.night';
              return t('events:visual.slot', { part: t(part), time: fmt.time(p.value) });
            }}
            onToggle={toggle}
          >
            <p className="mt-2 text-xs text-muted-foreground">{t('events:visual.keyboardHint')}</p>
          </PaletteSection>
        </div>

        <section
          aria-labelledby="event-card-heading"
          data-testid="event-card"
          onDragOver={(e) => {
            e.preventDefault();
            e.dataTransfer.dropEffect = 'copy';
            setOver(true);
          }}
          onDragLeave={() => setOver(false)}
          onDrop={onDrop}
          className={cn(
            'space-y-4 rounded-xl border-2 border-dashed bg-card p-5 transition-colors',
            over && 'border-primary bg-accent/40',
          )}
        >
          <h2 id="event-card-heading" className="text-sm font-semibold text-muted-foreground uppercase">
            {t('events:visual.cardTitle')}
          </h2>
          <FormField id="v-title" label={t('events:create.titleLabel')} error={errors.title}>
            <Input id="v-title" value={title} maxLength={200} onChange={(e) => setTitle(e.target.value)} />
          </FormField>
          <FormField id="v-date" label={t('events:create.date')} error={errors.date}>
            <Input
              id="v-date"
              type="date"
              min={todayIso()}
              value={date}
              onChange={(e) => setDate(e.target.value)}
            />
          </FormField>
          <FormField id="v-location" label={t('events:create.location')} error={errors.location}>
            <LocalityCombobox id="v-location" label={t('events:create.location')} onSelect={setPlace} />
          </FormField>
          <FormField id="v-max" label={t('events:create.maxParticipants')} error={errors.maxParticipants}>
            <Input
              id="v-max"
              type="number"
              min={1}
              max={10000}
              value={maxParticipants}
              onChange={(e) => setMax(Number(e.target.value))}
            />
          </FormField>

          <div className="rounded-lg border bg-background p-4" data-testid="preview">
            <p className="text-lg font-semibold">{title || t('events:visual.untitled')}</p>
            <p className="mt-1 flex items-center gap-1.5 text-sm text-muted-foreground">
              <CalendarDays aria-hidden="true" className="size-3.5" />
              {date ? fmt.dateTime(date, time || null) : t('events:visual.noDate')}
            </p>
            <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
              <MapPin aria-hidden="true" className="size-3.5" />
              {place?.label ?? t('events:visual.noPlace')}
            </p>
            <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
              <Clock aria-hidden="true" className="size-3.5" />
              {time ? fmt.time(time) : t('events:visual.dropTime')}
              {time && (
                <button
                  type="button"
                  className="rounded p-0.5 hover:bg-accent"
                  aria-label={t('events:visual.remove', { label: fmt.time(time) })}
                  onClick={() => remove({ kind: 'time', value: time })}
                >
                  <X aria-hidden="true" className="size-3.5" />
                </button>
              )}
            </p>
            {errors.time && <p className="text-sm text-destructive">{errors.time}</p>}
            <div className="mt-3 flex min-h-8 flex-wrap gap-1.5">
              {cardPieces.length === 0 && (
                <p className="text-sm text-muted-foreground">{t('events:visual.dropHere')}</p>
              )}
              {cardPieces.map((p) => (
                <Badge
                  key={`${p.kind}:${p.value}`}
                  variant={p.kind === 'distance' ? 'accent' : 'outline'}
                  className="gap-1"
                >
                  {labelOf(p)}
                  <button
                    type="button"
                    className="rounded-full hover:bg-background/60"
                    aria-label={t('events:visual.remove', { label: labelOf(p) })}
                    onClick={() => remove(p)}
                  >
                    <X aria-hidden="true" />
                  </button>
                </Badge>
              ))}
            </div>
            {errors.distances && <p className="mt-1 text-sm text-destructive">{errors.distances}</p>}
          </div>
          <Button className="w-full" size="lg" disabled={isPending} onClick={onCreate}>
            {isPending ? t('events:create.creating') : t('events:create.submit')}
          </Button>
        </section>
      </div>
    </div>
  );
}
