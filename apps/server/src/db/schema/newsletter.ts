import { sql } from 'drizzle-orm';
import { boolean, integer, jsonb, pgTable, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

export const newsletterSubscriptions = pgTable(
  'newsletter_subscriptions',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid().references(() => users.id, { onDelete: 'set null' }),
    email: varchar({ length: 255 }).notNull(),
    isSubscribed: boolean().notNull().default(true),
    subscriptionSource: varchar({ length: 40 }).notNull().default('profile'),
    // SHA-256 of the unsubscribe token put in every newsletter e-mail.
    unsubscribeTokenHash: varchar({ length: 64 }),
    subscribedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    unsubscribedAt: timestamp({ withTimezone: true }),
    preferences: jsonb(),
  },
  (t) => [
    uniqueIndex('newsletter_email_lower_idx').on(sql`lower(${t.email})`),
    uniqueIndex('newsletter_unsubscribe_idx').on(t.unsubscribeTokenHash),
  ],
);
