import { and, desc, eq, gte, isNull, lte, ne } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { events, newsArticles } from '../../db/schema/index.ts';

/** Upcoming, live, public events, soonest first. */
export function upcomingPublicEvents(db: Executor, limit: number) {
  return db
    .select({ id: events.id, updatedAt: events.updatedAt })
    .from(events)
    .where(
      and(
        gte(events.startsAt, new Date()),
        ne(events.status, 'cancelled'),
        eq(events.privacy, 'public'),
        isNull(events.hiddenAt),
      ),
    )
    .orderBy(events.startsAt)
    .limit(limit);
}

/** Published articles, newest first. */
export function publishedArticles(db: Executor, limit: number) {
  return db
    .select({ slug: newsArticles.slug, updatedAt: newsArticles.updatedAt })
    .from(newsArticles)
    .where(
      and(
        eq(newsArticles.status, 'published'),
        lte(newsArticles.publishedAt, new Date()),
        isNull(newsArticles.hiddenAt),
      ),
    )
    .orderBy(desc(newsArticles.publishedAt))
    .limit(limit);
}
