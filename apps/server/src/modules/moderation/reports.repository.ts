import { and, desc, eq, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ReportInput } from '@stride/contracts';
import type { Executor } from '../../db/client.ts';
import { reports, users } from '../../db/schema/index.ts';

export const REPORT_LIST_LIMIT = 200;

/** Answers the new report's id, or undefined when this runner already has an open one on the target. */
export async function insertReport(
  db: Executor,
  reporterId: string,
  r: Omit<ReportInput, 'details'> & { details: string | null },
): Promise<number | undefined> {
  const [row] = await db
    .insert(reports)
    .values({
      reporterId,
      targetType: r.targetType,
      targetId: r.targetId,
      reason: r.reason,
      details: r.details,
    })
    .onConflictDoNothing()
    .returning({ id: reports.id });
  return row?.id;
}

const reporter = alias(users, 'reporter');

/** Open reports oldest first (a queue), or closed ones newest first. */
export function listReports(db: Executor, status: 'open' | 'closed') {
  return db
    .select({
      r: reports,
      reporter: { id: reporter.id, firstName: reporter.firstName, lastName: reporter.lastName },
    })
    .from(reports)
    .leftJoin(reporter, eq(reporter.id, reports.reporterId))
    .where(status === 'open' ? eq(reports.status, 'open') : ne(reports.status, 'open'))
    .orderBy(status === 'open' ? reports.createdAt : desc(reports.resolvedAt), reports.id)
    .limit(REPORT_LIST_LIMIT);
}

export async function lockReport(db: Executor, id: number) {
  const [row] = await db.select().from(reports).where(eq(reports.id, id)).for('update');
  return row;
}

/** Closes every open report on the target: one decision answers them all. Answers their ids. */
export async function closeReports(
  db: Executor,
  target: { targetType: string; targetId: string },
  values: { status: string; resolvedBy: string; resolutionNote: string | null },
): Promise<number[]> {
  const rows = await db
    .update(reports)
    .set({ ...values, resolvedAt: sql`now()` })
    .where(
      and(
        eq(reports.targetType, target.targetType),
        eq(reports.targetId, target.targetId),
        eq(reports.status, 'open'),
      ),
    )
    .returning({ id: reports.id });
  return rows.map((r) => r.id);
}

export async function countOpenReports(db: Executor): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(reports)
    .where(eq(reports.status, 'open'));
  return row?.n ?? 0;
}
