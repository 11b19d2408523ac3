import { boolean, date, index, integer, pgTable, primaryKey, text, varchar } from 'drizzle-orm/pg-core';
import { identityId, instant, textList, timestamps } from './columns.ts';
import { userIdSetNull } from './users.ts';

export const newsArticles = pgTable(
  'news_articles',
  {
    id: identityId(),
    title: varchar({ length: 200 }).notNull(),
    slug: varchar({ length: 200 }).notNull().unique(),
    content: text().notNull(),
    excerpt: text(),
    authorId: userIdSetNull(),
    status: varchar({ length: 20 }).notNull().default('published'),
    featuredImage: text(),
    tags: textList(),
    publishedAt: instant(),
    ...timestamps(),
    viewCount: integer().notNull().default(0),
    isSticky: boolean().notNull().default(false),
    // Set when a moderator hides the article (issue 12).
    hiddenAt: instant(),
  },
  (t) => [
    index('news_articles_published_idx').on(t.status, t.publishedAt),
    index('news_articles_author_idx').on(t.authorId),
  ],
);

/**
 * Who read which article on which day, so a view counts once per visitor per day. `visitor` is the
 * runner's id or, for anonymous readers, a keyed hash of address and browser (never stored as given).
 */
export const newsArticleViews = pgTable(
  'news_article_views',
  {
    articleId: integer()
      .notNull()
      .references(() => newsArticles.id, { onDelete: 'cascade' }),
    visitor: varchar({ length: 64 }).notNull(),
    day: date({ mode: 'string' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.articleId, t.visitor, t.day] }),
    index('news_article_views_day_idx').on(t.day),
  ],
);
