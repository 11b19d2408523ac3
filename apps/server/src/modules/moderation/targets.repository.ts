import { eq, sql } from 'drizzle-orm';
import type { ReportTarget } from '@stride/contracts';
import type { Executor } from '../../db/client.ts';
import { eventComments, events, newsArticles, runclubs, users } from '../../db/schema/index.ts';

/** What was reported, as moderators and the notice to its author need it. */
export interface TargetInfo {
  text: string;
  authorId: string | null;
  url: string | null;
  hidden: boolean;
  /** The event it belongs to (an event, or a comment's event), for the author's notice. */
  event: { id: number; title: string; date: string } | null;
}

/** Looks the target up by type; undefined when it does not exist (any more). */
export async function findTarget(
  db: Executor,
  type: ReportTarget,
  id: string,
): Promise<TargetInfo | undefined> {
  switch (type) {
    case 'event': {
      const [e] = await db
        .select()
        .from(events)
        .where(eq(events.id, Number(id)));
      return (
        e && {
          text: e.title,
          authorId: e.creatorId,
          url: `/events/${e.id}`,
          hidden: e.hiddenAt !== null,
          event: { id: e.id, title: e.title, date: e.date },
        }
      );
    }
    case 'comment': {
      const [c] = await db
        .select({ c: eventComments, title: events.title, date: events.date })
        .from(eventComments)
        .innerJoin(events, eq(events.id, eventComments.eventId))
        .where(eq(eventComments.id, Number(id)));
      return (
        c && {
          text: c.c.content,
          authorId: c.c.userId,
          url: `/events/${c.c.eventId}`,
          hidden: c.c.hiddenAt !== null,
          event: { id: c.c.eventId, title: c.title, date: c.date },
        }
      );
    }
    case 'club': {
      const [c] = await db
        .select()
        .from(runclubs)
        .where(eq(runclubs.id, Number(id)));
      return (
        c && { text: c.name, authorId: c.createdBy, url: null, hidden: c.hiddenAt !== null, event: null }
      );
    }
    case 'user': {
      const [u] = await db.select().from(users).where(eq(users.id, id));
      return (
        u && {
          text: [u.firstName, u.lastName].filter(Boolean).join(' ') || '—',
          authorId: u.id,
          url: null,
          hidden: u.hiddenAt !== null,
          event: null,
        }
      );
    }
    case 'article': {
      const [a] = await db
        .select()
        .from(newsArticles)
        .where(eq(newsArticles.id, Number(id)));
      return (
        a && {
          text: a.title,
          authorId: a.authorId,
          url: `/news/${a.slug}`,
          hidden: a.hiddenAt !== null,
          event: null,
        }
      );
    }
  }
}

/** Hides the target from every public answer (the row stays, for the record and an appeal). */
export async function hideTarget(db: Executor, type: ReportTarget, id: string): Promise<void> {
  const now = sql`now()`;
  if (type === 'event')
    await db
      .update(events)
      .set({ hiddenAt: now })
      .where(eq(events.id, Number(id)));
  if (type === 'comment')
    await db
      .update(eventComments)
      .set({ hiddenAt: now })
      .where(eq(eventComments.id, Number(id)));
  if (type === 'club')
    await db
      .update(runclubs)
      .set({ hiddenAt: now })
      .where(eq(runclubs.id, Number(id)));
  if (type === 'user') await db.update(users).set({ hiddenAt: now }).where(eq(users.id, id));
  if (type === 'article')
    await db
      .update(newsArticles)
      .set({ hiddenAt: now })
      .where(eq(newsArticles.id, Number(id)));
}

/**
 * Removes the target for good where that is safe: a comment or an article is deleted. Events, clubs
 * and runners carry other people's data (attendees, members, their own account), so they are hidden.
 */
export async function removeTarget(db: Executor, type: ReportTarget, id: string): Promise<void> {
  if (type === 'comment') await db.delete(eventComments).where(eq(eventComments.id, Number(id)));
  else if (type === 'article') await db.delete(newsArticles).where(eq(newsArticles.id, Number(id)));
  else await hideTarget(db, type, id);
}
