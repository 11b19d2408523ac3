import { EVENT_MESSAGES, type EventComment } from '@stride/contracts';
import type { Db } from '../../db/client.ts';
import { forbidden, notFound } from '../../lib/errors.ts';
import {
  addReaction,
  deleteComment,
  eventExists,
  findComment,
  commentGate,
  insertComment,
  listComments,
  removeReaction,
  updateCommentContent,
  type CommentRow,
} from './social.repository.ts';

function toComment(r: CommentRow): EventComment {
  return {
    id: r.id!,
    eventId: r.eventId!,
    content: r.content!,
    isQuickComment: Boolean(r.isQuickComment),
    createdAt: new Date(r.createdAt!).toISOString(),
    updatedAt: new Date(r.updatedAt!).toISOString(),
    author: r.userId
      ? { id: r.userId, firstName: r.firstName, lastName: r.lastName, profileImageUrl: r.profileImageUrl }
      : null,
  };
}

/** Reactions and comments on an event; only a comment's author may change it. */
export class SocialService {
  constructor(private readonly db: Db) {}

  async #assertEvent(eventId: number): Promise<void> {
    if (!(await eventExists(this.db, eventId))) throw notFound('events.notFound');
  }

  async react(eventId: number, userId: string, emoji: string): Promise<void> {
    await this.#assertEvent(eventId);
    await addReaction(this.db, eventId, userId, emoji);
  }

  async unreact(eventId: number, userId: string, emoji: string): Promise<void> {
    await removeReaction(this.db, eventId, userId, emoji);
  }

  async comments(eventId: number, viewerId?: string): Promise<EventComment[]> {
    await this.#assertEvent(eventId);
    return (await listComments(this.db, eventId, viewerId)).map(toComment);
  }

  async #one(id: number): Promise<EventComment> {
    const row = await findComment(this.db, id);
    if (!row) throw notFound('events.commentNotFound');
    return toComment(row);
  }

  async addComment(eventId: number, userId: string, content: string, isQuickComment: boolean) {
    const gate = await commentGate(this.db, eventId, userId);
    if (gate === 'missing') throw notFound('events.notFound');
    // Blocking works both ways (issue 25): neither may have a say on the other's runs.
    if (gate === 'blocked') throw forbidden(EVENT_MESSAGES.cantComment);
    return this.#one(await insertComment(this.db, { eventId, userId, content, isQuickComment }));
  }

  async #own(eventId: number, commentId: number, userId: string): Promise<void> {
    const comment = await this.#one(commentId);
    if (comment.eventId !== eventId) throw notFound('events.commentNotFound');
    if (comment.author?.id !== userId) throw forbidden('events.commentAuthorOnly');
  }

  async editComment(eventId: number, commentId: number, userId: string, content: string) {
    await this.#own(eventId, commentId, userId);
    await updateCommentContent(this.db, commentId, content);
    return this.#one(commentId);
  }

  async deleteComment(eventId: number, commentId: number, userId: string): Promise<void> {
    await this.#own(eventId, commentId, userId);
    await deleteComment(this.db, commentId);
  }
}
