import { z } from 'zod';
import { STRAVA_CLUB_MESSAGES } from './messages.ts';

/*
 * Linking a run club to a Strava club and importing its group runs (issue 9; SPEC section 3,
 * strava_club_sync and strava_event_import).
 */

export const STRAVA_SYNC = {
  /** SPEC section 9: sync interval default 24 hours. */
  defaultIntervalHours: 24,
  /** Strava's API terms allow one sync call per club per day. */
  minIntervalHours: 24,
  /** Strava lists at most this many upcoming occurrences of a group event. */
  occurrencesPerEvent: 5,
} as const;

/** PUT /api/runclubs/:id/strava: link a Stride run club to one of the runner's Strava clubs. */
export const linkStravaClubSchema = z.object({
  stravaClubId: z
    .union([z.string(), z.number()], { error: STRAVA_CLUB_MESSAGES.clubId })
    .transform(String)
    .pipe(z.string().regex(/^[1-9]\d{0,18}$/, { error: STRAVA_CLUB_MESSAGES.clubId })),
});

/** One of the runner's Strava clubs, offered for linking (club details only, no members). */
export const stravaClubOptionSchema = z.object({
  id: z.string(),
  name: z.string(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  country: z.string().nullable(),
  sportType: z.string().nullable(),
  /** Whether the runner administers it: only admins may link a club. */
  admin: z.boolean(),
  /** The Stride run club already linked to it, if any. */
  linkedRunclubId: z.number().int().nullable(),
});
export type StravaClubOption = z.infer<typeof stravaClubOptionSchema>;

/** A linked club's sync state (strava_club_sync); null fields until the first sync. */
export const stravaClubSyncSchema = z.object({
  stravaClubId: z.string(),
  clubName: z.string(),
  isActive: z.boolean(),
  syncIntervalHours: z.number().int(),
  lastSyncAt: z.string().nullable(),
  /** Why the last sync failed (Strava unreachable, token revoked…), cleared by a good one. */
  lastError: z.string().nullable(),
  /** Occurrences ever imported from the club, and the upcoming, live ones among them. */
  importedCount: z.number().int(),
  upcomingImported: z.number().int(),
});
export type StravaClubSync = z.infer<typeof stravaClubSyncSchema>;

/** What one sync did. */
export const stravaSyncResultSchema = z.object({
  created: z.number().int(),
  updated: z.number().int(),
  cancelled: z.number().int(),
  skipped: z.number().int(),
});
export type StravaSyncResult = z.infer<typeof stravaSyncResultSchema>;
