import type { Role } from '@stride/contracts';
import type { Db, Executor } from '../../db/client.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';
import {
  deleteExpiredSessions,
  deleteSession,
  deleteUserSessions,
  extendSession,
  findLiveSession,
  insertSession,
} from './sessions.repository.ts';

export const SESSION_TTL_MS = 30 * 24 * 3600 * 1000;
// Sliding expiry is renewed at most once a day, so reads don't turn into writes on every request.
const RENEW_AFTER_MS = 24 * 3600 * 1000;

export interface SessionUser {
  id: string;
  email: string | null;
  firstName: string | null;
  lastName: string | null;
  /** Staff roles (admin, moderator, author); empty for a runner. */
  roles: Role[];
  /** The account's language (one of LANGUAGES): pages the server paints for this runner use it. */
  language: string;
  sessionId: string;
}

export interface SessionMeta {
  userAgent?: string | undefined;
  authMethod: string;
}

/** Server-side sessions: the cookie carries a random token, the database only its SHA-256 (`sid`). */
export class SessionService {
  /** `onSignIn` runs before every new session (ADMIN_EMAILS become admins there). */
  constructor(
    private readonly db: Db,
    private readonly onSignIn?: (userId: string) => Promise<void>,
  ) {}

  /** Starts a new session and returns the cookie token (a fresh id at every sign-in). */
  async start(userId: string, meta: SessionMeta): Promise<string> {
    await this.onSignIn?.(userId);
    const token = newToken();
    await insertSession(this.db, {
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

  /** The signed-in user for a cookie token, renewing the session's expiry once a day. */
  async find(token: string): Promise<SessionUser | null> {
    const sid = hashToken(token);
    const row = await findLiveSession(this.db, sid, new Date());
    if (!row) return null;
    if (row.expire.getTime() - Date.now() < SESSION_TTL_MS - RENEW_AFTER_MS) {
      await extendSession(this.db, sid, new Date(Date.now() + SESSION_TTL_MS));
    }
    return {
      id: row.id,
      email: row.email,
      firstName: row.firstName,
      lastName: row.lastName,
      roles: row.roles as Role[],
      language: row.language,
      sessionId: sid,
    };
  }

  end(sessionId: string): Promise<void> {
    return deleteSession(this.db, sessionId);
  }

  /** Ends every session of a user, except `keepSessionId` when given; in the caller's transaction if any. */
  endAll(userId: string, keepSessionId?: string, executor: Executor = this.db): Promise<void> {
    return deleteUserSessions(executor, userId, keepSessionId);
  }

  /** Deletes sessions past their expiry (the purge job); answers how many. */
  purgeExpired(now = new Date()): Promise<number> {
    return deleteExpiredSessions(this.db, now);
  }
}
