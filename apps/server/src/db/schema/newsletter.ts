import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { identityId, instant, instantNow } from './columns.ts';
import { userIdSetNull } from './users.ts';

/**
 * Newsletter sign-ups, by double opt-in (issue 25): a sign-up waits, unsubscribed, until the owner of
 * the address opens the confirmation link; only then does it get the newsletter.
 */
export const newsletterSubscriptions = pgTable(
  'newsletter_subscriptions',
  {
    id: identityId(),
    userId: userIdSetNull(),
    email: varchar({ length: 255 }).notNull(),
    // Whether the address gets the newsletter: true only once its owner confirmed, until they unsubscribe.
    isSubscribed: boolean().notNull().default(false),
    subscriptionSource: varchar({ length: 40 }).notNull().default('profile'),
    subscribedAt: instantNow(),
    unsubscribedAt: instant(),
    preferences: jsonb(),
    // The language of the page the address was signed up on: its e-mails are written in it.
    language: varchar({ length: 5 }).notNull().default('en'),
    // When the address's owner last confirmed it (null: never).
    confirmedAt: instant(),
    // SHA-256 of the confirmation link's token while a sign-up waits; cleared when used.
    confirmTokenHash: varchar({ length: 64 }),
    confirmTokenExpiresAt: instant(),
    // When a confirmation e-mail was last asked for: one per address per few hours, whoever asks.
    confirmationSentAt: instant(),
  },
  (t) => [
    uniqueIndex('newsletter_email_lower_idx').on(sql`lower(${t.email})`),
    uniqueIndex('newsletter_confirm_idx').on(t.confirmTokenHash),
    index('newsletter_subscriptions_user_idx').on(t.userId),
  ],
);

/**
 * SHA-256 of the unsubscribe token in each newsletter e-mail (confirmation, welcome, every issue): each
 * mail has its own, and every one sent keeps working for as long as the subscription exists.
 */
export const newsletterUnsubscribeTokens = pgTable(
  'newsletter_unsubscribe_tokens',
  {
    tokenHash: varchar({ length: 64 }).primaryKey(),
    subscriptionId: integer()
      .notNull()
      .references(() => newsletterSubscriptions.id, { onDelete: 'cascade' }),
    createdAt: instantNow(),
  },
  (t) => [index('newsletter_unsubscribe_tokens_subscription_idx').on(t.subscriptionId)],
);

/** Each newsletter staff sent: what it said, who sent it, when, and to how many confirmed addresses. */
export const newsletters = pgTable(
  'newsletters',
  {
    id: identityId(),
    subject: varchar({ length: 200 }).notNull(),
    // Markdown as written; rendered and sanitised when mailed.
    body: text().notNull(),
    sentBy: userIdSetNull(),
    sentAt: instantNow(),
    recipientCount: integer().notNull(),
  },
  (t) => [index('newsletters_sent_by_idx').on(t.sentBy)],
);

/**
 * One row per newsletter and confirmed address it was sent to, written with the newsletter; `sentAt`
 * is set once its e-mail went, so a retried job never mails the same address twice.
 */
export const newsletterDeliveries = pgTable(
  'newsletter_deliveries',
  {
    newsletterId: integer()
      .notNull()
      .references(() => newsletters.id, { onDelete: 'cascade' }),
    subscriptionId: integer()
      .notNull()
      .references(() => newsletterSubscriptions.id, { onDelete: 'cascade' }),
    sentAt: instant(),
  },
  (t) => [
    primaryKey({ columns: [t.newsletterId, t.subscriptionId] }),
    index('newsletter_deliveries_subscription_idx').on(t.subscriptionId),
  ],
);
