import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/** Staff roles (issue 12): admin, moderator, author. A runner without a row is a runner. */
export const userRoles = pgTable(
  'user_roles',
  {
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: varchar({ length: 20 }).notNull(),
    grantedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    grantedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.role] })],
);

/** Runners' reports of abuse. `targetId` is text: users have uuids, everything else integer ids. */
export const reports = pgTable(
  'reports',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    reporterId: uuid().references(() => users.id, { onDelete: 'set null' }),
    targetType: varchar({ length: 20 }).notNull(),
    targetId: varchar({ length: 64 }).notNull(),
    reason: varchar({ length: 20 }).notNull(),
    details: text(),
    status: varchar({ length: 20 }).notNull().default('open'),
    resolvedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    resolvedAt: timestamp({ withTimezone: true }),
    resolutionNote: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One open report per runner and target; a new one is possible once it was dealt with.
    uniqueIndex('reports_open_once_idx')
      .on(t.reporterId, t.targetType, t.targetId)
      .where(sql`${t.status} = 'open'`),
    index('reports_status_idx').on(t.status, t.createdAt),
    index('reports_target_idx').on(t.targetType, t.targetId),
  ],
);

/** Every moderation and role action, who took it and why; never updated or deleted by the app. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    actorId: uuid().references(() => users.id, { onDelete: 'set null' }),
    action: varchar({ length: 40 }).notNull(),
    targetType: varchar({ length: 20 }).notNull(),
    targetId: varchar({ length: 64 }).notNull(),
    reportId: integer(),
    note: text(),
    details: jsonb(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('audit_log_created_idx').on(t.createdAt)],
);
