import { eq, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { eventParticipants, events, runclubMembers, runclubs, users } from '../../db/schema/index.ts';
import { holdsLivePlace } from '../events/index.ts';

export async function findProfileRow(db: Executor, userId: string) {
  const [row] = await db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      profileImageUrl: users.profileImageUrl,
      location: users.location,
      dateOfBirth: users.dateOfBirth,
      bio: users.bio,
      preferredPace: users.preferredPace,
      experienceLevel: users.experienceLevel,
      availabilityDays: users.availabilityDays,
      preferredTime: users.preferredTime,
      preferredDistances: users.preferredDistances,
      personalBests: users.personalBests,
      totalDistance: users.totalDistance,
      buddies: users.buddies,
      heatmapOptOut: users.heatmapOptOut,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

/** Runs the runner holds a place at (live ones), and how many of them are past. */
export async function attendanceCounts(db: Executor, userId: string, now: Date) {
  const [row] = await db
    .select({
      joined: sql<number>`count(*)::int`,
      past: sql<number>`count(*) filter (where ${lt(events.startsAt, now)})::int`,
    })
    .from(eventParticipants)
    .innerJoin(events, eq(events.id, eventParticipants.eventId))
    .where(holdsLivePlace(userId));
  return row ?? { joined: 0, past: 0 };
}

export function clubsOf(db: Executor, userId: string) {
  return db
    .select({ id: runclubs.id, name: runclubs.name })
    .from(runclubMembers)
    .innerJoin(runclubs, eq(runclubs.id, runclubMembers.runclubId))
    .where(eq(runclubMembers.userId, userId))
    .orderBy(runclubs.name);
}

/** The runner's own profile columns (personal details and running preferences). */
export async function updateProfileRow(
  db: Executor,
  userId: string,
  values: Partial<typeof users.$inferInsert>,
) {
  await db
    .update(users)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(users.id, userId));
}
