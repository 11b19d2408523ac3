import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

export const newsArticles = pgTable(
  'news_articles',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    title: varchar({ length: 200 }).notNull(),
    slug: varchar({ length: 200 }).notNull().unique(),
    content: text().notNull(),
    excerpt: text(),
    authorId: uuid().references(() => users.id, { onDelete: 'set null' }),
    status: varchar({ length: 20 }).notNull().default('published'),
    featuredImage: text(),
    tags: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    publishedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    viewCount: integer().notNull().default(0),
    isSticky: boolean().notNull().default(false),
  },
  (t) => [index('news_articles_published_idx').on(t.status, t.publishedAt)],
);
