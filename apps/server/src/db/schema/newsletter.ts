import { sql } from 'drizzle-orm';
import { boolean, jsonb, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { identityId, instant, instantNow } from './columns.ts';
import { userIdSetNull } from './users.ts';

export const newsletterSubscriptions = pgTable(
  'newsletter_subscriptions',
  {
    id: identityId(),
    userId: userIdSetNull(),
    email: varchar({ length: 255 }).notNull(),
    isSubscribed: boolean().notNull().default(true),
    subscriptionSource: varchar({ length: 40 }).notNull().default('profile'),
    // SHA-256 of the unsubscribe token put in every newsletter e-mail.
    unsubscribeTokenHash: varchar({ length: 64 }),
    subscribedAt: instantNow(),
    unsubscribedAt: instant(),
    preferences: jsonb(),
  },
  (t) => [
    uniqueIndex('newsletter_email_lower_idx').on(sql`lower(${t.email})`),
    uniqueIndex('newsletter_unsubscribe_idx').on(t.unsubscribeTokenHash),
  ],
);
