import type { ImportedEventFields, StravaOccurrence } from './strava-event-mapping.ts';

/**
 * A remembered import (strava_event_import joined with its Stride event): the key it was imported
 * under, the event's id, start and status, and the imported fields as the event holds them now.
 */
export interface ExistingImport {
  key: string;
  eventId: number;
  startsAt: Date;
  status: string;
  fields: ImportedEventFields;
}

/** Fields Strava decides, compared on every sync. */
export const SYNCED_FIELDS = [
  'title',
  'description',
  'date',
  'time',
  'timezone',
  'startsAt',
  'location',
  'lat',
  'lng',
  'distances',
  'abilityLevels',
  'terrain',
  'clubName',
  'eventUrl',
  'stravaClubName',
] as const satisfies readonly (keyof ImportedEventFields)[];

type SyncedField = (typeof SYNCED_FIELDS)[number];
export type ImportChanges = Partial<Pick<ImportedEventFields, SyncedField>> & { status?: 'open' };

export interface ImportDiff {
  create: StravaOccurrence[];
  /** Only the changed fields; `status: 'open'` when a cancelled import is back on Strava. */
  update: { eventId: number; key: string; changes: ImportChanges }[];
  /** Upcoming imports gone from Strava (deleted, no longer a run, now private): cancel and tell attendees. */
  cancel: { eventId: number; key: string }[];
}

/** The Strava event id an import key starts with (keys are `${stravaEventId}:${localDate}[T${time}]`). */
export function stravaEventIdOf(key: string): string {
  return key.slice(0, key.indexOf(':'));
}

function same(a: unknown, b: unknown): boolean {
  if (a instanceof Date && b instanceof Date) return a.getTime() === b.getTime();
  if (typeof a === 'number' && typeof b === 'number') return Math.abs(a - b) < 1e-7;
  if (Array.isArray(a) && Array.isArray(b)) {
    return a.length === b.length && [...a].sort().join('\u0000') === [...b].sort().join('\u0000');
  }
  return a === b;
}

/**
 * What a re-sync does (issue 9): occurrences not imported yet are created; imported ones are updated
 * in place with the fields Strava changed; upcoming imports whose occurrence disappeared are
 * cancelled. Nothing is duplicated: a key is created at most once. Imports that have started by
 * `now` are history and left alone (Strava only lists upcoming occurrences). Imports of Strava
 * events whose item could not be read this time (`unreadableEventIds`) are left alone too, so a
 * malformed answer never cancels runs.
 */
export function diffImport(
  existing: readonly ExistingImport[],
  fetched: readonly StravaOccurrence[],
  options: { now: Date; unreadableEventIds?: ReadonlySet<string> },
): ImportDiff {
  const byKey = new Map(existing.map((e) => [e.key, e]));
  const fetchedKeys = new Set<string>();
  const diff: ImportDiff = { create: [], update: [], cancel: [] };

  for (const occurrence of fetched) {
    if (fetchedKeys.has(occurrence.key)) continue;
    fetchedKeys.add(occurrence.key);
    const known = byKey.get(occurrence.key);
    if (!known) {
      diff.create.push(occurrence);
      continue;
    }
    if (known.startsAt.getTime() <= options.now.getTime()) continue;
    const changes: ImportChanges = {};
    for (const field of SYNCED_FIELDS) {
      if (!same(known.fields[field], occurrence.fields[field])) {
        (changes as Record<string, unknown>)[field] = occurrence.fields[field];
      }
    }
    if (known.status === 'cancelled') changes.status = 'open';
    if (Object.keys(changes).length) diff.update.push({ eventId: known.eventId, key: known.key, changes });
  }

  for (const known of existing) {
    if (fetchedKeys.has(known.key) || known.status === 'cancelled') continue;
    if (known.startsAt.getTime() <= options.now.getTime()) continue;
    if (options.unreadableEventIds?.has(stravaEventIdOf(known.key))) continue;
    diff.cancel.push({ eventId: known.eventId, key: known.key });
  }
  return diff;
}
