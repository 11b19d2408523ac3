import { and, asc, eq, sql } from 'drizzle-orm';
import type { EventComment } from '@stride/contracts';
import type { Db } from '../../db/client.ts';
import { eventComments, eventReactions, events, users } from '../../db/schema/index.ts';
import { forbidden, notFound } from '../../lib/errors.ts';

async function assertEvent(db: Db, eventId: number) {
  const [e] = await db.select({ id: events.id }).from(events).where(eq(events.id, eventId));
  if (!e) throw notFound('Event Not Found');
}

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

type CommentRow = { [K in keyof typeof commentColumns]: (typeof commentColumns)[K]['_']['data'] | null };

function toComment(r: CommentRow): EventComment {
  return {
    id: r.id!,
    eventId: r.eventId!,
    content: r.content!,
    isQuickComment: Boolean(r.isQuickComment),
    createdAt: new Date(r.createdAt!).toISOString(),
    updatedAt: new Date(r.updatedAt!).toISOString(),
    author: {
      id: r.userId!,
      firstName: r.firstName,
      lastName: r.lastName,
      profileImageUrl: r.profileImageUrl,
    },
  };
}

export class SocialService {
  constructor(private readonly db: Db) {}

  /** One reaction of each emoji per runner: adding it twice is a no-op. */
  async react(eventId: number, userId: string, emoji: string) {
    await assertEvent(this.db, eventId);
    await this.db.insert(eventReactions).values({ eventId, userId, emoji }).onConflictDoNothing();
  }

  async unreact(eventId: number, userId: string, emoji: string) {
    await this.db
      .delete(eventReactions)
      .where(
        and(
          eq(eventReactions.eventId, eventId),
          eq(eventReactions.userId, userId),
          eq(eventReactions.emoji, emoji),
        ),
      );
  }

  async comments(eventId: number): Promise<EventComment[]> {
    await assertEvent(this.db, eventId);
    const rows = await this.db
      .select(commentColumns)
      .from(eventComments)
      .innerJoin(users, eq(users.id, eventComments.userId))
      .where(eq(eventComments.eventId, eventId))
      .orderBy(asc(eventComments.createdAt), asc(eventComments.id))
      .limit(500);
    return rows.map(toComment);
  }

  async #one(id: number): Promise<EventComment & { userId: string }> {
    const [row] = await this.db
      .select(commentColumns)
      .from(eventComments)
      .innerJoin(users, eq(users.id, eventComments.userId))
      .where(eq(eventComments.id, id));
    if (!row) throw notFound('Comment not found');
    return { ...toComment(row), userId: row.userId };
  }

  async addComment(eventId: number, userId: string, content: string, isQuickComment: boolean) {
    await assertEvent(this.db, eventId);
    const [row] = await this.db
      .insert(eventComments)
      .values({ eventId, userId, content, isQuickComment })
      .returning({ id: eventComments.id });
    const { userId: _u, ...comment } = await this.#one(row!.id);
    return comment;
  }

  async #own(eventId: number, commentId: number, userId: string) {
    const comment = await this.#one(commentId);
    if (comment.eventId !== eventId) throw notFound('Comment not found');
    if (comment.userId !== userId) throw forbidden('Only the author can change this comment');
  }

  async editComment(eventId: number, commentId: number, userId: string, content: string) {
    await this.#own(eventId, commentId, userId);
    // An edited comment is free text, whatever it started as.
    await this.db
      .update(eventComments)
      .set({ content, isQuickComment: false, updatedAt: sql`now()` })
      .where(eq(eventComments.id, commentId));
    const { userId: _u, ...comment } = await this.#one(commentId);
    return comment;
  }

  async deleteComment(eventId: number, commentId: number, userId: string) {
    await this.#own(eventId, commentId, userId);
    await this.db.delete(eventComments).where(eq(eventComments.id, commentId));
  }
}
