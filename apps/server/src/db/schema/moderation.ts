import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { identityId, instant, instantNow } from './columns.ts';
import { userIdCascade, userIdSetNull } from './users.ts';

/** Staff roles (issue 12): admin, moderator, author. A runner without a row is a runner. */
export const userRoles = pgTable(
  'user_roles',
  {
    userId: userIdCascade(),
    role: varchar({ length: 20 }).notNull(),
    grantedBy: userIdSetNull(),
    grantedAt: instantNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.role] }), index('user_roles_granted_by_idx').on(t.grantedBy)],
);

/** Runners' reports of abuse. `targetId` is text: users have uuids, everything else integer ids. */
export const reports = pgTable(
  'reports',
  {
    id: identityId(),
    reporterId: userIdSetNull(),
    targetType: varchar({ length: 20 }).notNull(),
    targetId: varchar({ length: 64 }).notNull(),
    reason: varchar({ length: 20 }).notNull(),
    details: text(),
    status: varchar({ length: 20 }).notNull().default('open'),
    resolvedBy: userIdSetNull(),
    resolvedAt: instant(),
    resolutionNote: text(),
    createdAt: instantNow(),
  },
  (t) => [
    // One open report per runner and target; a new one is possible once it was dealt with.
    uniqueIndex('reports_open_once_idx')
      .on(t.reporterId, t.targetType, t.targetId)
      .where(sql`${t.status} = 'open'`),
    index('reports_status_idx').on(t.status, t.createdAt),
    index('reports_target_idx').on(t.targetType, t.targetId),
    // The open-once index is partial: deleting a runner needs these to find every report naming them.
    index('reports_reporter_idx').on(t.reporterId),
    index('reports_resolved_by_idx').on(t.resolvedBy),
  ],
);

/** Every moderation and role action, who took it and why; never updated or deleted by the app. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: identityId(),
    actorId: userIdSetNull(),
    action: varchar({ length: 40 }).notNull(),
    targetType: varchar({ length: 20 }).notNull(),
    targetId: varchar({ length: 64 }).notNull(),
    reportId: integer(),
    note: text(),
    details: jsonb(),
    createdAt: instantNow(),
  },
  (t) => [index('audit_log_created_idx').on(t.createdAt), index('audit_log_actor_idx').on(t.actorId)],
);
