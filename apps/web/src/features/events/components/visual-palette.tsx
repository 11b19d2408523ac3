import { ABILITY_LEVELS, EVENT_DISTANCE_OPTIONS, timeOfDay } from '@stride/contracts';
import { GripVertical } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '@/hooks/use-format';
import { cn } from '@/lib/utils';
import { TIME_OF_DAY_LABELS } from '../lib/labels';

export type PieceKind = 'distance' | 'ability' | 'time' | 'pace';
/** One thing to put on the event card: a distance, an ability level, a start time or a pace group. */
export interface Piece {
  kind: PieceKind;
  value: string;
}

const MIME = 'application/x-stride-piece';

/** The piece dragged from the palette, or null for anything else dropped on the card. */
export function droppedPiece(data: DataTransfer): Piece | null {
  try {
    const piece = JSON.parse(data.getData(MIME)) as Piece | null;
    return piece?.kind && piece.value ? piece : null;
  } catch {
    return null;
  }
}

function PaletteItem({
  piece,
  label,
  active,
  onAdd,
}: {
  piece: Piece;
  label: string;
  active: boolean;
  onAdd: () => void;
}) {
  const { t } = useTranslation('events');
  return (
    <button
      type="button"
      draggable
      aria-pressed={active}
      aria-label={t('events:visual.addPiece', { label })}
      data-piece={`${piece.kind}:${piece.value}`}
      onDragStart={(e) => {
        e.dataTransfer.setData(MIME, JSON.stringify(piece));
        e.dataTransfer.setData('text/plain', label);
        e.dataTransfer.effectAllowed = 'copy';
      }}
      // Enter or Space (or a tap) does what a drop does, so the builder works without a mouse.
      onClick={onAdd}
      className={cn(
        'inline-flex cursor-grab items-center gap-1 rounded-full border px-3 py-1.5 text-sm select-none active:cursor-grabbing',
        'focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
        active ? 'border-primary bg-primary text-primary-foreground' : 'bg-background hover:bg-accent',
      )}
    >
      <GripVertical aria-hidden="true" className="size-3.5 opacity-60" />
      {label}
    </button>
  );
}

/** One palette of pieces (distances, abilities, start times) to drag, or press, onto the card. */
function PaletteSection({
  id,
  title,
  pieces,
  isActive,
  labelOf,
  onToggle,
  children,
}: {
  id: string;
  title: string;
  pieces: Piece[];
  isActive: (piece: Piece) => boolean;
  labelOf: (piece: Piece) => string;
  onToggle: (piece: Piece, active: boolean) => void;
  children?: ReactNode;
}) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="mb-2 font-semibold">
        {title}
      </h2>
      <div className="flex flex-wrap gap-2">
        {pieces.map((piece) => {
          const active = isActive(piece);
          return (
            <PaletteItem
              key={piece.value}
              piece={piece}
              label={labelOf(piece)}
              active={active}
              onAdd={() => onToggle(piece, active)}
            />
          );
        })}
      </div>
      {children}
    </section>
  );
}

/** Start times on offer; each is named by the spec's time-of-day rule, as the event will show it. */
const TIME_SLOTS = ['05:30', '07:00', '12:15', '17:30', '19:00'] as const;

/** Pace groups on offer (issue 29): 4:30 to 8:00 per km, half a minute apart. */
const PACE_SLOTS = Array.from({ length: 8 }, (_, i) => String(270 + i * 30));

/** The palettes: distances, ability levels, start times and pace groups. */
export function VisualPalettes({
  isActive,
  labelOf,
  onToggle,
}: {
  isActive: (piece: Piece) => boolean;
  labelOf: (piece: Piece) => string;
  onToggle: (piece: Piece, active: boolean) => void;
}) {
  const { t } = useTranslation('events');
  const fmt = useFormat();
  const slotLabel = (p: Piece) => {
    const hour = Number(p.value.slice(0, 2));
    // A dawn run (before the spec's 6 am "morning") is early morning to a runner, not night.
    const part =
      hour >= 4 && hour < 6
        ? 'events:timeOfDay.earlyMorning'
        : (TIME_OF_DAY_LABELS[timeOfDay(hour)] ?? 'events:timeOfDay.night');
    return t('events:visual.slot', { part: t(part), time: fmt.time(p.value) });
  };
  const shared = { isActive, onToggle };
  return (
    <div className="space-y-6">
      <PaletteSection
        id="palette-distances"
        title={t('events:create.distances')}
        pieces={EVENT_DISTANCE_OPTIONS.map((value) => ({ kind: 'distance', value }))}
        labelOf={labelOf}
        {...shared}
      />
      <PaletteSection
        id="palette-ability"
        title={t('events:create.abilityLevels')}
        pieces={ABILITY_LEVELS.map((value) => ({ kind: 'ability', value }))}
        labelOf={labelOf}
        {...shared}
      />
      <PaletteSection
        id="palette-time"
        title={t('events:visual.timeSlots')}
        pieces={TIME_SLOTS.map((value) => ({ kind: 'time', value }))}
        labelOf={slotLabel}
        {...shared}
      >
        <p className="mt-2 text-xs text-muted-foreground">{t('events:visual.keyboardHint')}</p>
      </PaletteSection>
      <PaletteSection
        id="palette-pace"
        title={t('events:paceGroups.title')}
        pieces={PACE_SLOTS.map((value) => ({ kind: 'pace', value }))}
        labelOf={labelOf}
        {...shared}
      />
    </div>
  );
}
