import { and, asc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { namedRows } from '../../db/prepared.ts';
import { blockedEitherWay } from '../blocks/index.ts';
import { eventComments, eventReactions, events, userBlocks, users } from '../../db/schema/index.ts';

export async function eventExists(db: Executor, eventId: number): Promise<boolean> {
  const [e] = await db
    .select({ id: events.id })
    .from(events)
    .where(and(eq(events.id, eventId), isNull(events.hiddenAt)));
  return e !== undefined;
}

/** One reaction of each emoji per runner: adding it twice is a no-op. */
export async function addReaction(
  db: Executor,
  eventId: number,
  userId: string,
  emoji: string,
): Promise<void> {
  await db.insert(eventReactions).values({ eventId, userId, emoji }).onConflictDoNothing();
}

export async function removeReaction(db: Executor, eventId: number, userId: string, emoji: string) {
  await db
    .delete(eventReactions)
    .where(
      and(
        eq(eventReactions.eventId, eventId),
        eq(eventReactions.userId, userId),
        eq(eventReactions.emoji, emoji),
      ),
    );
}

/**
 * A runner the host blocked has no say on the host's runs, for anyone (issue 25): their comments there,
 * old and new, are shown to nobody. `authorId` and `eventId` are the comment's columns.
 */
export const notBlockedByHost = (authorId: SQL, eventId: SQL): SQL => sql`not exists (select 1
  from user_blocks hb join events he on he.id = ${eventId}
  where hb.blocker_id = he.creator_id and hb.blocked_id = ${authorId})`;

/**
 * Whether a runner may comment on an event: 'missing' (no such event, or hidden), 'blocked' (the host and
 * the runner blocked each other, either way: issue 25), or 'open'. One named statement: every comment
 * asks it (issue 30).
 */
export async function commentGate(
  db: Executor,
  eventId: number,
  userId: string,
): Promise<'missing' | 'blocked' | 'open'> {
  const [row] = await namedRows<{ blocked: boolean }>(
    db,
    'comment_gate',
    sql`select ${blockedEitherWay(sql`events.creator_id`, sql`${userId}::uuid`)} as blocked
      from events where events.id = ${eventId} and events.hidden_at is null`,
  );
  return !row ? 'missing' : row.blocked ? 'blocked' : 'open';
}

/** Comments a moderator hid, and every comment of a hidden runner, are gone (issue 12). */
const VISIBLE_COMMENT = and(isNull(eventComments.hiddenAt), isNull(users.hiddenAt));

const commentColumns = {
  id: eventComments.id,
  eventId: eventComments.eventId,
  userId: eventComments.userId,
  content: eventComments.content,
  isQuickComment: eventComments.isQuickComment,
  createdAt: eventComments.createdAt,
  updatedAt: eventComments.updatedAt,
  firstName: users.firstName,
  lastName: users.lastName,
  profileImageUrl: users.profileImageUrl,
};

export type CommentRow = {
  [K in keyof typeof commentColumns]: (typeof commentColumns)[K]['_']['data'] | null;
};

/**
 * An event's comments with their authors, oldest first (at most 500); for a signed-in `viewerId`,
 * without the comments of runners they blocked.
 */
export function listComments(db: Executor, eventId: number, viewerId?: string): Promise<CommentRow[]> {
  const notBlocked = viewerId
    ? sql`not exists (select 1 from ${userBlocks} where ${userBlocks.blockerId} = ${viewerId} and ${userBlocks.blockedId} = ${eventComments.userId})`
    : undefined;
  return db
    .select(commentColumns)
    .from(eventComments)
    .leftJoin(users, eq(users.id, eventComments.userId))
    .where(
      and(
        eq(eventComments.eventId, eventId),
        VISIBLE_COMMENT,
        notBlocked,
        notBlockedByHost(sql`${eventComments.userId}`, sql`${eventComments.eventId}`),
      ),
    )
    .orderBy(asc(eventComments.createdAt), asc(eventComments.id))
    .limit(500);
}

export async function findComment(db: Executor, id: number): Promise<CommentRow | undefined> {
  const [row] = await db
    .select(commentColumns)
    .from(eventComments)
    .leftJoin(users, eq(users.id, eventComments.userId))
    .where(and(eq(eventComments.id, id), VISIBLE_COMMENT))
    .prepare('comment_by_id')
    .execute();
  return row;
}

export async function insertComment(
  db: Executor,
  values: { eventId: number; userId: string; content: string; isQuickComment: boolean },
): Promise<number> {
  const [row] = await db
    .insert(eventComments)
    .values(values)
    .returning({ id: eventComments.id })
    .prepare('comment_insert')
    .execute();
  return row!.id;
}

/** An edited comment is free text, whatever it started as. */
export async function updateCommentContent(db: Executor, id: number, content: string): Promise<void> {
  await db
    .update(eventComments)
    .set({ content, isQuickComment: false, updatedAt: sql`now()` })
    .where(eq(eventComments.id, id));
}

export async function deleteComment(db: Executor, id: number): Promise<void> {
  await db.delete(eventComments).where(eq(eventComments.id, id));
}
