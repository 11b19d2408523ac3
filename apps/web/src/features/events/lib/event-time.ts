import { useCallback } from 'react';
import { useFormat } from '@/hooks/use-format';
import { timeZoneName } from '@/lib/format';

export interface EventClock {
  date: string;
  time: string;
  timezone: string;
  startsAt: string;
}

/**
 * An event's local day and start time with its zone; en: "05/12/2026, 6:00 pm AEDT". Lists are ordered
 * by the start instant, so a Perth 6:00 am after a Sydney 7:00 am only reads right with its zone.
 */
export function useEventTime() {
  const fmt = useFormat();
  return useCallback(
    (e: EventClock) =>
      [fmt.dateTime(e.date, e.time), timeZoneName(e.timezone, e.startsAt)].filter(Boolean).join(' '),
    [fmt],
  );
}
