import { and, eq, isNotNull, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  buddySuggestionLists,
  contactMessages,
  events,
  newsArticleViews,
  newsletterSubscriptions,
  rateLimitCounters,
  sessions,
  users,
} from '../../db/schema/index.ts';

/** The runner exporting or deleting their account: what confirming it and erasing their data need. */
export async function findAccountHolder(db: Executor, id: string) {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      emailVerified: users.emailVerified,
      passwordHash: users.passwordHash,
      stravaAthleteId: users.stravaAthleteId,
    })
    .from(users)
    .where(eq(users.id, id));
  return row;
}

/** Deletes the runner: sessions, tokens, goals, places, reactions and notices go with the row. */
export async function deleteUserRow(db: Executor, id: string): Promise<void> {
  await db.delete(users).where(eq(users.id, id));
}

/** When the session was started (sign-in time), for the re-authentication window. */
export async function sessionStartedAt(db: Executor, sid: string): Promise<Date | null> {
  const [row] = await db
    .select({ createdAt: sql<string | null>`${sessions.sess} ->> 'createdAt'` })
    .from(sessions)
    .where(eq(sessions.sid, sid));
  return row?.createdAt ? new Date(row.createdAt) : null;
}

/**
 * Copies of the runner's personal data that live on rows the deletion keeps, or on rows no foreign key
 * ties to the runner. Runs before the users row goes (events are found by their creator id, which the
 * deletion then empties).
 *
 * - events.created_by holds a copy of the host's name. Emptied on every event they created; with the
 *   creator gone as well, the API marks the event `creatorDeleted` and the web shows "Deleted runner"
 *   (events.json.ts). Strava imports keep theirs: it is the club's name and they have no creator.
 *   The stored list card (cardFields) does not hold the host, and the events' trigger writes it again
 *   on this update all the same.
 * - Other runners' stored buddy suggestions listing the runner (their id, distance and score, and the
 *   rendered entry with name, photo and pace): those caches are dropped and worked out again on their
 *   next visit. The runner's own list goes with the users row.
 * - News views keep a signed-in reader's id in `visitor`, with no foreign key.
 * - Rate-limit counters are keyed by the e-mail address (sign-in and e-mail limits) or the runner's id
 *   (event creation, reports); the account they protect is gone.
 */
export async function forgetCopies(db: Executor, userId: string, email: string | null): Promise<void> {
  await db
    .update(events)
    .set({ createdBy: null })
    .where(and(eq(events.creatorId, userId), isNotNull(events.createdBy)));
  await db
    .delete(buddySuggestionLists)
    .where(sql`${buddySuggestionLists.runnerIds} @> array[${userId}]::uuid[]`);
  await db.delete(newsArticleViews).where(eq(newsArticleViews.visitor, userId));
  // Keys end in ':<address>' or hold ':<address>|<ip>' (auth/limits.ts); compared literally, as an
  // address may hold LIKE's wildcards. A uuid cannot be mistaken for anything else in a key.
  const address = email ? `:${email.trim().toLowerCase()}` : null;
  await db
    .delete(rateLimitCounters)
    .where(
      or(
        sql`strpos(${rateLimitCounters.key}, ${userId}) > 0`,
        address ? sql`right(${rateLimitCounters.key}, char_length(${address})) = ${address}` : undefined,
        address ? sql`strpos(${rateLimitCounters.key}, ${`${address}|`}) > 0` : undefined,
      ),
    );
}

/**
 * The personal data that does not go with the users row by itself: newsletter sign-ups and messages
 * sent through the contact form, linked by user id, or made signed out under the runner's address when
 * that address is verified as theirs (an unverified address may be someone else's).
 */
export async function deletePersonalRows(
  db: Executor,
  userId: string,
  verifiedEmail: string | null,
): Promise<void> {
  const byAddress = (column: typeof newsletterSubscriptions.email | typeof contactMessages.email) =>
    verifiedEmail ? sql`lower(${column}) = lower(${verifiedEmail})` : sql`false`;
  await db
    .delete(newsletterSubscriptions)
    .where(or(eq(newsletterSubscriptions.userId, userId), byAddress(newsletterSubscriptions.email)));
  await db
    .delete(contactMessages)
    .where(or(eq(contactMessages.userId, userId), byAddress(contactMessages.email)));
}
