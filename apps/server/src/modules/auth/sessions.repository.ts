import { and, eq, gt, lt, ne, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.ts';
import { param, preparedOnce } from '../../db/prepared.ts';
import { sessions, users } from '../../db/schema/index.ts';

export async function insertSession(
  db: Executor,
  values: { sid: string; userId: string; sess: Record<string, unknown>; expire: Date },
): Promise<void> {
  await db.insert(sessions).values(values);
}

/**
 * The live session with this id and its user. Every signed-in request asks it first, so it is one
 * prepared statement (planned once per connection, db/prepared.ts).
 */
export async function findLiveSession(db: Db, sid: string, now: Date) {
  const query = preparedOnce(db, 'session_live', () =>
    db
      .select({
        id: users.id,
        email: users.email,
        firstName: users.firstName,
        lastName: users.lastName,
        language: users.language,
        // Staff roles ride along with the session lookup, so role checks cost no extra query.
        roles: sql<string[]>`coalesce((select array_agg(r.role order by r.role) from user_roles r
          where r.user_id = ${users.id}), '{}'::varchar[])`,
        expire: sessions.expire,
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(and(eq(sessions.sid, param('sid')), gt(sessions.expire, param('now'))))
      .prepare('session_live'),
  );
  const [row] = await query.execute({ sid, now });
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
