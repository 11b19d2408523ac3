import { index, pgTable, varchar } from 'drizzle-orm/pg-core';
import { identityId, instantNow } from './columns.ts';

/** First-party page views: no cookies, no user id, no IP address. */
export const pageViews = pgTable(
  'page_views',
  {
    id: identityId(),
    path: varchar({ length: 300 }).notNull(),
    referrer: varchar({ length: 300 }),
    language: varchar({ length: 10 }),
    createdAt: instantNow(),
  },
  (t) => [index('page_views_created_idx').on(t.createdAt)],
);
