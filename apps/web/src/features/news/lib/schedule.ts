/** A moment as a <input type="datetime-local"> value, in the browser's own time zone. */
export function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** A datetime-local value back to an ISO instant; null when empty or unreadable. */
export function fromLocalInput(value: string): string | null {
  if (!value) return null;
  const ms = Date.parse(value);
  return Number.isNaN(ms) ? null : new Date(ms).toISOString();
}

/** "training, Races ,5k" → ['training', 'races', '5k'] (the server checks each). */
export function parseTags(value: string): string[] {
  return [
    ...new Set(
      value
        .split(',')
        .map((t) => t.trim().toLowerCase())
        .filter(Boolean),
    ),
  ];
}

/** Whether a datetime-local value lies in the future (publishing then schedules the article). */
export function isLater(value: string, now = Date.now()): boolean {
  const iso = fromLocalInput(value);
  return iso !== null && Date.parse(iso) > now;
}
