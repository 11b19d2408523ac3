import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { events } from './events.ts';
import { users } from './users.ts';

export const runclubs = pgTable(
  'runclubs',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    name: varchar({ length: 120 }).notNull(),
    description: text(),
    logoUrl: text(),
    annualCost: numeric({ precision: 10, scale: 2 }),
    location: varchar({ length: 200 }).notNull(),
    lat: doublePrecision(),
    lng: doublePrecision(),
    runDays: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    distances: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    abilityLevels: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    comments: text(),
    createdBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    status: varchar({ length: 20 }).notNull().default('active'),
    memberCount: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('runclubs_geo_idx').using('gist', sql`ll_to_earth(${t.lat}, ${t.lng})`)],
);

export const runclubMembers = pgTable(
  'runclub_members',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    runclubId: integer()
      .notNull()
      .references(() => runclubs.id, { onDelete: 'cascade' }),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: varchar({ length: 20 }).notNull().default('member'),
    joinedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('runclub_members_unique_idx').on(t.runclubId, t.userId)],
);

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

export const notifications = pgTable(
  'notifications',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    eventId: integer().references(() => events.id, { onDelete: 'cascade' }),
    type: varchar({ length: 40 }).notNull(),
    title: varchar({ length: 200 }).notNull(),
    message: text().notNull(),
    isRead: boolean().notNull().default(false),
    scheduledFor: timestamp({ withTimezone: true }),
    sentAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('notifications_user_idx').on(t.userId, t.createdAt)],
);

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

export const contactMessages = pgTable('contact_messages', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  userId: uuid().references(() => users.id, { onDelete: 'set null' }),
  name: varchar({ length: 100 }).notNull(),
  email: varchar({ length: 255 }).notNull(),
  subject: varchar({ length: 200 }).notNull(),
  message: text().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

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

/**
 * A runner's training plans. Only the summary the shell needs lives here for now (the top bar shows
 * 'Adjust Plan' only while a plan is active); the training feature adds its workouts beside it.
 */
export const trainingPlans = pgTable(
  'training_plans',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: varchar({ length: 120 }).notNull(),
    goal: varchar({ length: 200 }),
    // active, completed, paused or cancelled (SPEC section 4).
    status: varchar({ length: 20 }).notNull().default('active'),
    startDate: date({ mode: 'string' }).notNull(),
    endDate: date({ mode: 'string' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('training_plans_user_idx').on(t.userId, t.status)],
);
