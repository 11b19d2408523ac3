import { CalendarDays, Clock, MapPin, X } from 'lucide-react';
import { useWatch, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { FieldErrorText } from '@/components/ui/form-field';
import { useFormat } from '@/hooks/use-format';
import type { VisualDraft, VisualField } from '../lib/visual-draft';
import type { Piece } from './visual-palette';

/** The event as it will read, with the dropped pieces on it, each removable. */
export function VisualPreview({
  control,
  err,
  labelOf,
  onRemove,
}: {
  control: Control<VisualDraft>;
  err: (name: VisualField) => string | undefined;
  labelOf: (piece: Piece) => string;
  onRemove: (piece: Piece) => void;
}) {
  const { t } = useTranslation('events');
  const fmt = useFormat();
  const [title, date, time, place, distances, abilityLevels, paceGroups] = useWatch({
    control,
    name: ['title', 'date', 'time', 'place', 'distances', 'abilityLevels', 'paceGroups'],
  });
  const pieces: Piece[] = [
    ...distances.map((value) => ({ kind: 'distance' as const, value })),
    ...abilityLevels.map((value) => ({ kind: 'ability' as const, value })),
    ...[...paceGroups]
      .sort((a, b) => Number(a) - Number(b))
      .map((value) => ({ kind: 'pace' as const, value })),
  ];
  return (
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
            onClick={() => onRemove({ kind: 'time', value: time })}
          >
            <X aria-hidden="true" className="size-3.5" />
          </button>
        )}
      </p>
      <FieldErrorText id="v-time" error={err('time')} />
      <div className="mt-3 flex min-h-8 flex-wrap gap-1.5">
        {pieces.length === 0 && (
          <p className="text-sm text-muted-foreground">{t('events:visual.dropHere')}</p>
        )}
        {pieces.map((p) => (
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
              onClick={() => onRemove(p)}
            >
              <X aria-hidden="true" />
            </button>
          </Badge>
        ))}
      </div>
      <FieldErrorText id="v-distances" error={err('distances')} className="mt-1" />
    </div>
  );
}
