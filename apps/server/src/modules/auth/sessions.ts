import { and, eq, gt, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sessions, users } from '../../db/schema/index.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';

export const SESSION_TTL_MS = 30 * 24 * 3600 * 1000;
// Sliding expiry is renewed at most once a day, so reads don't turn into writes on every request.
const RENEW_AFTER_MS = 24 * 3600 * 1000;

export interface SessionUser {
  id: string;
  email: string | null;
  firstName: string | null;
  lastName: string | null;
  sessionId: string;
}

export interface SessionMeta {
  userAgent?: string | undefined;
  authMethod: string;
}

/** Starts a new session and returns the cookie token (a fresh id at every sign-in). */
export async function createSession(db: Db, userId: string, meta: SessionMeta): Promise<string> {
  const token = newToken();
  await db.insert(sessions).values({
    sid: hashToken(token),
    userId,
    sess: {
      userId,
      authMethod: meta.authMethod,
      userAgent: meta.userAgent?.slice(0, 200),
      createdAt: new Date(),
    },
    expire: new Date(Date.now() + SESSION_TTL_MS),
  });
  return token;
}

export async function findSessionUser(db: Db, token: string): Promise<SessionUser | null> {
  const sid = hashToken(token);
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      expire: sessions.expire,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.sid, sid), gt(sessions.expire, new Date())));
  if (!row) return null;
  if (row.expire.getTime() - Date.now() < SESSION_TTL_MS - RENEW_AFTER_MS) {
    await db
      .update(sessions)
      .set({ expire: new Date(Date.now() + SESSION_TTL_MS) })
      .where(eq(sessions.sid, sid));
  }
  return { id: row.id, email: row.email, firstName: row.firstName, lastName: row.lastName, sessionId: sid };
}

export async function destroySession(db: Db, sessionId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.sid, sessionId));
}

/** Ends every session of a user, except `keepSessionId` when given (e.g. after a password change). */
export async function destroyUserSessions(db: Db, userId: string, keepSessionId?: string): Promise<void> {
  await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), keepSessionId ? ne(sessions.sid, keepSessionId) : sql`true`));
}

export async function purgeExpiredSessions(db: Db): Promise<void> {
  await db.delete(sessions).where(lt(sessions.expire, new Date()));
}
