import type { EventChange } from '@stride/contracts';

/** What a runner signed up for a run sees of it: what an edit's notice names when it changes. */
export interface ShownFields {
  title: string;
  date: string;
  time: string;
  location: string;
  meetingPoint: string | null;
}

const shown = (e: ShownFields): Record<EventChange['field'], string | null> => ({
  title: e.title,
  date: e.date,
  // Stored as HH:MM:SS; runners read minutes.
  time: String(e.time).slice(0, 5),
  place: e.location,
  meetingPoint: e.meetingPoint || null,
});

/** The fields an edit changed, before and after, in the order a notice lists them (issue 28). */
export function eventChanges(before: ShownFields, after: ShownFields): EventChange[] {
  const from = shown(before);
  const to = shown(after);
  return (Object.keys(from) as EventChange['field'][])
    .filter((field) => from[field] !== to[field])
    .map((field) => ({ field, from: from[field], to: to[field] }));
}
