import { DISTANCE_FILTERS, EVENT_TYPE_FILTERS, TIME_FILTERS } from '@stride/contracts';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import type { EventFilters } from '../api/get-events';
import { EMPTY_FILTERS } from '../api/get-events';
import { useFormat } from '@/hooks/use-format';
import { EVENT_TYPE_LABELS, distanceFilterLabel, timeFilterLabel } from '../lib/labels';

const selectClass = 'h-10 w-full rounded-md border border-input bg-background px-3 text-sm';

export const hasFilters = (f: EventFilters) =>
  Boolean(f.date) || f.timeFilter !== 'all' || f.distanceFilter !== 'all' || f.eventTypeFilter !== 'all';

/** Date, time of day, distance and event type; Clear filters appears once any is set. */
export function EventFiltersPanel({
  value,
  onChange,
}: {
  value: EventFilters;
  onChange: (f: EventFilters) => void;
}) {
  const { t } = useTranslation('events');
  const fmt = useFormat();
  const set = (patch: Partial<EventFilters>) => onChange({ ...value, ...patch });
  return (
    <div className="grid gap-3 rounded-lg border bg-card p-4 sm:grid-cols-2 lg:grid-cols-[repeat(4,minmax(0,1fr))_auto] lg:items-end">
      <div className="space-y-1">
        <Label htmlFor="filter-date">{t('events:filters.date')}</Label>
        <Input
          id="filter-date"
          type="date"
          value={value.date}
          onChange={(e) => set({ date: e.target.value })}
        />
      </div>
      <div className="space-y-1">
        <Label htmlFor="filter-time">{t('events:filters.timeOfDay')}</Label>
        <select
          id="filter-time"
          className={selectClass}
          value={value.timeFilter}
          onChange={(e) => set({ timeFilter: e.target.value })}
        >
          {TIME_FILTERS.map((v) => (
            <option key={v} value={v}>
              {timeFilterLabel(t, fmt.time, v)}
            </option>
          ))}
        </select>
      </div>
      <div className="space-y-1">
        <Label htmlFor="filter-distance">{t('events:filters.distance')}</Label>
        <select
          id="filter-distance"
          className={selectClass}
          value={value.distanceFilter}
          onChange={(e) => set({ distanceFilter: e.target.value })}
        >
          {DISTANCE_FILTERS.map((v) => (
            <option key={v} value={v}>
              {distanceFilterLabel(t, v)}
            </option>
          ))}
        </select>
      </div>
      <div className="space-y-1">
        <Label htmlFor="filter-type">{t('events:filters.eventType')}</Label>
        <select
          id="filter-type"
          className={selectClass}
          value={value.eventTypeFilter}
          onChange={(e) => set({ eventTypeFilter: e.target.value })}
        >
          {EVENT_TYPE_FILTERS.map((v) => (
            <option key={v} value={v}>
              {t(EVENT_TYPE_LABELS[v] ?? 'events:filters.anyType')}
            </option>
          ))}
        </select>
      </div>
      {hasFilters(value) && (
        <Button variant="outline" onClick={() => onChange(EMPTY_FILTERS)}>
          {t('events:filters.clear')}
        </Button>
      )}
    </div>
  );
}
