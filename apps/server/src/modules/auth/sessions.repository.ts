import { and, eq, gt, lt, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { sessions, users } from '../../db/schema/index.ts';

export async function insertSession(
  db: Executor,
  values: { sid: string; userId: string; sess: Record<string, unknown>; expire: Date },
): Promise<void> {
  await db.insert(sessions).values(values);
}

/** The live session with this id and its user. */
export async function findLiveSession(db: Executor, sid: string, now: Date) {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      // Staff roles ride along with the session lookup, so role checks cost no extra query.
      roles: sql<string[]>`coalesce((select array_agg(r.role order by r.role) from user_roles r
        where r.user_id = ${users.id}), '{}'::varchar[])`,
      expire: sessions.expire,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.sid, sid), gt(sessions.expire, now)));
  return row;
}

export async function extendSession(db: Executor, sid: string, expire: Date): Promise<void> {
  await db.update(sessions).set({ expire }).where(eq(sessions.sid, sid));
}

export async function deleteSession(db: Executor, sid: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.sid, sid));
}

export async function deleteUserSessions(db: Executor, userId: string, keepSid?: string): Promise<void> {
  await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), keepSid ? ne(sessions.sid, keepSid) : sql`true`));
}

/** Deletes sessions that expired before `now`; answers how many. */
export async function deleteExpiredSessions(db: Executor, now: Date): Promise<number> {
  const rows = await db.delete(sessions).where(lt(sessions.expire, now)).returning({ sid: sessions.sid });
  return rows.length;
}
