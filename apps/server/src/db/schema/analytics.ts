import { index, integer, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';

/** First-party page views: no cookies, no user id, no IP address. */
export const pageViews = pgTable(
  'page_views',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    path: varchar({ length: 300 }).notNull(),
    referrer: varchar({ length: 300 }),
    language: varchar({ length: 10 }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('page_views_created_idx').on(t.createdAt)],
);
