import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { events, runclubs, stravaClubSync, stravaEventImport } from '../../db/schema/index.ts';
import type { ExistingImport } from './strava-import-diff.ts';
import type { ImportedEventFields } from './strava-event-mapping.ts';

export type ClubSyncRow = typeof stravaClubSync.$inferSelect;

export async function findSyncByClub(db: Executor, runclubId: number) {
  const [row] = await db.select().from(stravaClubSync).where(eq(stravaClubSync.runclubId, runclubId));
  return row;
}

/** A link with the Stride club's place, which stands in for events without one. */
export async function findSync(db: Executor, id: number) {
  const [row] = await db
    .select({
      sync: stravaClubSync,
      club: { id: runclubs.id, location: runclubs.location, lat: runclubs.lat, lng: runclubs.lng },
    })
    .from(stravaClubSync)
    .innerJoin(runclubs, eq(runclubs.id, stravaClubSync.runclubId))
    .where(
      and(eq(stravaClubSync.id, id), sql`${runclubs.status} = 'active'`, sql`${runclubs.hiddenAt} is null`),
    );
  return row;
}

export async function upsertSync(
  db: Executor,
  values: { runclubId: number; clubId: string; clubName: string; linkedBy: string },
): Promise<ClubSyncRow> {
  const [row] = await db
    .insert(stravaClubSync)
    .values(values)
    .onConflictDoUpdate({
      target: stravaClubSync.runclubId,
      set: { ...values, isActive: true, lastError: null, updatedAt: new Date() },
    })
    .returning();
  return row!;
}

export async function updateSync(db: Executor, id: number, values: Partial<ClubSyncRow>): Promise<void> {
  await db
    .update(stravaClubSync)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(stravaClubSync.id, id));
}

/** Active links whose interval has passed (or that never synced). */
export function dueSyncs(db: Executor, minIntervalHours: number) {
  return db
    .select({ id: stravaClubSync.id })
    .from(stravaClubSync)
    .where(
      and(
        eq(stravaClubSync.isActive, true),
        sql`(${stravaClubSync.lastSyncAt} is null or ${stravaClubSync.lastSyncAt} <= now() - make_interval(hours => greatest(${stravaClubSync.syncIntervalHours}, ${minIntervalHours}::int)))`,
      ),
    );
}

/** Every occurrence imported under a link, with its event as it stands now. */
export async function existingImports(db: Executor, syncId: number): Promise<ExistingImport[]> {
  const rows = await db
    .select({ key: stravaEventImport.stravaEventId, event: events })
    .from(stravaEventImport)
    .innerJoin(events, eq(events.id, stravaEventImport.eventId))
    .where(eq(stravaEventImport.clubSyncId, syncId));
  return rows.map(({ key, event: e }) => ({
    key,
    eventId: e.id,
    startsAt: e.startsAt,
    status: e.status,
    fields: {
      title: e.title,
      description: e.description,
      date: e.date,
      time: String(e.time).slice(0, 5),
      timezone: e.timezone,
      startsAt: e.startsAt,
      location: e.location,
      lat: e.lat,
      lng: e.lng,
      distances: e.distances,
      abilityLevels: e.abilityLevels,
      terrain: e.terrain,
      eventType: 'run_club',
      isClubEvent: true,
      clubName: e.clubName ?? '',
      maxParticipants: e.maxParticipants,
      eventUrl: e.eventUrl ?? '',
      isStravaImport: true,
      stravaClubId: e.stravaClubId ?? '',
      stravaClubName: e.stravaClubName ?? '',
    } as ImportedEventFields,
  }));
}

export async function insertImportedEvent(
  db: Executor,
  syncId: number,
  key: string,
  values: typeof events.$inferInsert,
): Promise<number> {
  const [row] = await db.insert(events).values(values).returning({ id: events.id });
  await db.insert(stravaEventImport).values({ stravaEventId: key, clubSyncId: syncId, eventId: row!.id });
  return row!.id;
}

export async function touchImport(db: Executor, key: string): Promise<void> {
  await db
    .update(stravaEventImport)
    .set({ lastUpdatedAt: new Date() })
    .where(eq(stravaEventImport.stravaEventId, key));
}

export async function importCounts(db: Executor, syncId: number) {
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      upcoming: sql<number>`(count(*) filter (where ${events.status} <> 'cancelled' and ${events.startsAt} >= now()))::int`,
    })
    .from(stravaEventImport)
    .innerJoin(events, eq(events.id, stravaEventImport.eventId))
    .where(eq(stravaEventImport.clubSyncId, syncId));
  return { total: Number(row?.total ?? 0), upcoming: Number(row?.upcoming ?? 0) };
}

/** Which of these Strava clubs are linked, and to which Stride club. */
export function linkedClubs(db: Executor, stravaClubIds: string[]) {
  if (!stravaClubIds.length) return Promise.resolve([]);
  return db
    .select({ clubId: stravaClubSync.clubId, runclubId: stravaClubSync.runclubId })
    .from(stravaClubSync)
    .where(inArray(stravaClubSync.clubId, stravaClubIds));
}

/**
 * Deletes links and everything imported under them (Strava's terms, when the linking runner
 * deauthorises Stride): the imported events go, and with them their import rows.
 */
export async function deleteSyncs(db: Executor, syncIds: number[]): Promise<number> {
  if (!syncIds.length) return 0;
  const imported = await db
    .select({ eventId: stravaEventImport.eventId })
    .from(stravaEventImport)
    .where(inArray(stravaEventImport.clubSyncId, syncIds));
  const eventIds = imported.map((r) => r.eventId);
  for (let i = 0; i < eventIds.length; i += 500) {
    await db.delete(events).where(inArray(events.id, eventIds.slice(i, i + 500)));
  }
  await db.delete(stravaClubSync).where(inArray(stravaClubSync.id, syncIds));
  return eventIds.length;
}

export function syncsLinkedBy(db: Executor, userId: string) {
  return db.select({ id: stravaClubSync.id }).from(stravaClubSync).where(eq(stravaClubSync.linkedBy, userId));
}

export function eventTitles(db: Executor, ids: number[]) {
  return db
    .select({ id: events.id, title: events.title, date: events.date })
    .from(events)
    .where(inArray(events.id, ids));
}
