import { z } from 'zod';

/*
 * Strava's club group events (`GET /clubs/{id}/group_events` under STRAVA_API_URL), read
 * defensively: the endpoint is only in Strava's legacy reference, so unknown fields are ignored, a
 * wrong optional field falls back to "unknown", and an item that cannot be read is skipped rather
 * than failing the sync. Organiser and attendee data are never kept (Strava's API terms).
 */

const stravaId = z
  .union([z.number().int().positive(), z.string().regex(/^[1-9]\d{0,18}$/)])
  .transform(String);
const optionalText = z.string().nullish().catch(null);
const optionalInt = z.number().int().nonnegative().nullish().catch(null);

/** [lat, lng] within range, or null (Strava sends null or [] when the event has no start). */
const latLng = z.unknown().transform((v) => {
  if (!Array.isArray(v) || v.length !== 2) return null;
  const [lat, lng] = v as unknown[];
  if (typeof lat !== 'number' || typeof lng !== 'number') return null;
  if (!Number.isFinite(lat) || !Number.isFinite(lng) || Math.abs(lat) > 90 || Math.abs(lng) > 180)
    return null;
  if (lat === 0 && lng === 0) return null;
  return { lat, lng };
});

/** UTC instants; entries that are not ISO date-times are dropped one by one. */
const occurrences = z
  .array(z.unknown())
  .catch([])
  .transform((list) =>
    list
      .filter(
        (v): v is string =>
          typeof v === 'string' &&
          /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/.test(v),
      )
      .map((v) => new Date(v))
      .filter((d) => !Number.isNaN(d.getTime())),
  );

const groupEventSchema = z
  .object({
    id: stravaId,
    title: z.string(),
    description: optionalText,
    club_id: stravaId.nullish().catch(null),
    club: z.object({ id: stravaId }).nullish().catch(null),
    activity_type: z.string(),
    woman_only: z.boolean().catch(false),
    // Missing means unknown: treated as members-only, so it is not made public on Stride.
    private: z.boolean().catch(true),
    skill_levels: optionalInt,
    terrain: optionalInt,
    upcoming_occurrences: occurrences,
    zone: optionalText,
    address: optionalText,
    start_latlng: latLng,
  })
  .transform((e) => ({
    id: e.id,
    title: e.title,
    description: e.description ?? null,
    clubId: e.club?.id ?? e.club_id ?? null,
    activityType: e.activity_type,
    womanOnly: e.woman_only,
    private: e.private,
    skillLevels: e.skill_levels ?? null,
    terrain: e.terrain ?? null,
    upcomingOccurrences: e.upcoming_occurrences,
    zone: e.zone ?? null,
    address: e.address ?? null,
    startLatLng: e.start_latlng,
  }));
export type StravaGroupEvent = z.output<typeof groupEventSchema>;

export interface SkippedItem {
  index: number;
  /** The Strava event id when it could be read, so its earlier imports are left alone. */
  id: string | null;
  reason: string;
}

export type GroupEventsParse =
  { ok: true; events: StravaGroupEvent[]; skipped: SkippedItem[] } | { ok: false; reason: 'not_a_list' };

/** Reads a group-events answer. Not a list at all: the sync must stop there (and cancel nothing). */
export function parseGroupEvents(body: unknown): GroupEventsParse {
  if (!Array.isArray(body)) return { ok: false, reason: 'not_a_list' };
  const events: StravaGroupEvent[] = [];
  const skipped: SkippedItem[] = [];
  body.forEach((item, index) => {
    const parsed = groupEventSchema.safeParse(item);
    if (parsed.success) {
      events.push(parsed.data);
      return;
    }
    const id = stravaId.safeParse((item as { id?: unknown } | null)?.id);
    const issue = parsed.error.issues[0];
    skipped.push({
      index,
      id: id.success ? id.data : null,
      reason: issue ? `${issue.path.join('.') || 'item'}: ${issue.message}` : 'unreadable',
    });
  });
  return { ok: true, events, skipped };
}

/** Strava's activity types Stride imports: runs (road and trail), not rides, swims or virtual runs. */
export function isRun(event: Pick<StravaGroupEvent, 'activityType'>): boolean {
  return /^(run|trailrun|trail_run)$/i.test(event.activityType.trim());
}

const clubSchema = z
  .object({
    id: stravaId,
    name: z.string().min(1),
    city: optionalText,
    state: optionalText,
    country: optionalText,
    sport_type: optionalText,
    admin: z.boolean().catch(false),
    owner: z.boolean().catch(false),
  })
  .transform((c) => ({
    id: c.id,
    name: c.name,
    city: c.city ?? null,
    state: c.state ?? null,
    country: c.country ?? null,
    sportType: c.sport_type ?? null,
    // The owner of a club administers it too.
    admin: c.admin || c.owner,
  }));
export type StravaClub = z.output<typeof clubSchema>;

/** `GET /clubs/{id}`: the club's details, with admin/owner for the asking athlete; null when unreadable. */
export function parseClub(body: unknown): StravaClub | null {
  const parsed = clubSchema.safeParse(body);
  return parsed.success ? parsed.data : null;
}

/**
 * `GET /athlete/clubs`: the athlete's clubs, unreadable items skipped. `admin` is not always on this
 * list (GUIDE), so a club's admin flag should be confirmed with `GET /clubs/{id}` before linking.
 */
export function parseAthleteClubs(body: unknown): StravaClub[] {
  if (!Array.isArray(body)) return [];
  return body.flatMap((item) => {
    const club = parseClub(item);
    return club ? [club] : [];
  });
}
