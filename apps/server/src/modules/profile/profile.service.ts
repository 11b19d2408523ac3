import { hasBlocked } from '../blocks/index.ts';
import { AGE_BANDS, type OwnProfile, type ProfileUpdate, type PublicProfile } from '@stride/contracts';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import { ageOn, type RunnerChanged } from '../buddies/index.ts';
import type { GoalsService } from '../goals/index.ts';
import type { HeatmapService } from '../heatmap/index.ts';
import { attendanceCounts, clubsOf, findProfileRow, updateProfileRow } from './profile.repository.ts';

type ProfileRow = NonNullable<Awaited<ReturnType<typeof findProfileRow>>>;

/** The ten-year band of an age, never the age itself; null under 18 or unknown. */
export function ageBand(dateOfBirth: string | null, today: string): PublicProfile['ageBand'] {
  const age = ageOn(dateOfBirth, today);
  if (age === null || age < 18) return null;
  if (age >= 70) return '70+';
  return age < 30 ? '18-29' : (AGE_BANDS[Math.floor(age / 10) - 2] ?? null);
}

function preferencesOf(row: ProfileRow) {
  return {
    bio: row.bio,
    preferredPace: row.preferredPace,
    experienceLevel: row.experienceLevel,
    availabilityDays: row.availabilityDays,
    preferredTime: row.preferredTime,
    preferredDistances: row.preferredDistances,
  };
}

/** Personal bests as distance → time text; anything else stored there is left out. */
function personalBests(value: unknown): Record<string, string> {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
  return Object.fromEntries(
    Object.entries(value).filter((e): e is [string, string] => typeof e[1] === 'string'),
  );
}

/** The profile page (issue 11) and public profiles. */
export class ProfileService {
  constructor(
    private readonly db: Db,
    private readonly heatmap: HeatmapService,
    private readonly goals: GoalsService,
    private readonly buddiesRunnerChanged: RunnerChanged,
  ) {}

  async own(userId: string): Promise<OwnProfile> {
    const row = await findProfileRow(this.db, userId);
    if (!row) throw notFound();
    const counts = await attendanceCounts(this.db, userId, new Date());
    return {
      ...preferencesOf(row),
      heatmapOptOut: row.heatmapOptOut,
      progress: {
        eventsJoined: counts.joined,
        runsCompleted: counts.past,
        totalKm: Math.round(row.totalDistance / 100) / 10,
        personalBests: personalBests(row.personalBests),
      },
    };
  }

  /** Any part of the profile, in one transaction; goals, when given, replace the runner's goals. */
  async update(userId: string, patch: ProfileUpdate): Promise<OwnProfile> {
    const { goals, ...fields } = patch;
    await this.db.transaction(async (tx) => {
      await updateProfileRow(tx, userId, fields);
      if (goals) await this.goals.replaceAll(tx, userId, goals);
      // Home, pace, days, level, age and goals all decide who suits whom.
      await this.buddiesRunnerChanged(tx, userId);
    });
    // An opt-out (or back in) shows on the map at once rather than after the cache's five minutes.
    if (patch.heatmapOptOut !== undefined) this.heatmap.clear();
    return this.own(userId);
  }

  /** Someone else's profile; 404 when they do not exist or have blocked the asking runner. */
  async public(viewerId: string, userId: string): Promise<PublicProfile> {
    const row = await findProfileRow(this.db, userId);
    if (!row || (await hasBlocked(this.db, userId, viewerId))) throw notFound('social.runnerNotFound');
    const counts = await attendanceCounts(this.db, userId, new Date());
    return {
      id: row.id,
      firstName: row.firstName,
      lastName: row.lastName,
      profileImageUrl: row.profileImageUrl,
      suburb: row.location ? row.location.replace(/\s+\d{4}$/, '') : null,
      ageBand: ageBand(row.dateOfBirth, new Date().toISOString().slice(0, 10)),
      preferences: preferencesOf(row),
      clubs: await clubsOf(this.db, userId),
      counts: { eventsJoined: counts.joined, buddies: row.buddies },
      blockedByMe: await hasBlocked(this.db, viewerId, userId),
    };
  }
}
