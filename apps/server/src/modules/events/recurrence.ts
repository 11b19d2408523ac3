/** Expands a recurring event into the local dates of its occurrences (YYYY-MM-DD, inclusive of both ends). */
export interface RecurrenceRule {
  date: string;
  type: 'daily' | 'weekly' | 'monthly';
  endDate: string;
  /** 0 = Sunday … 6 = Saturday; for weekly only. Empty or absent: the weekday of `date`. */
  daysOfWeek?: readonly number[] | null | undefined;
}

export const MAX_OCCURRENCES = 400;

const parse = (s: string) => new Date(`${s}T00:00:00Z`);
const format = (d: Date) => d.toISOString().slice(0, 10);

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
}

export function expandRecurrence(rule: RecurrenceRule): string[] {
  const start = parse(rule.date);
  const end = parse(rule.endDate);
  const out: string[] = [];
  if (end < start) return [rule.date];
  if (rule.type === 'monthly') {
    // Same day of the month; in shorter months the last day (31 Jan → 28/29 Feb → 31 Mar).
    const day = start.getUTCDate();
    for (let i = 0; out.length < MAX_OCCURRENCES; i++) {
      const y = start.getUTCFullYear() + Math.floor((start.getUTCMonth() + i) / 12);
      const m = (start.getUTCMonth() + i) % 12;
      const d = new Date(Date.UTC(y, m, Math.min(day, daysInMonth(y, m))));
      if (d > end) break;
      out.push(format(d));
    }
    return out;
  }
  const days = new Set(
    rule.type === 'daily'
      ? [0, 1, 2, 3, 4, 5, 6]
      : rule.daysOfWeek?.length
        ? rule.daysOfWeek
        : [start.getUTCDay()],
  );
  const lastMs = end.getTime();
  for (let ms = start.getTime(); ms <= lastMs && out.length < MAX_OCCURRENCES; ms += 86_400_000) {
    const d = new Date(ms);
    if (days.has(d.getUTCDay())) out.push(format(d));
  }
  return out;
}
