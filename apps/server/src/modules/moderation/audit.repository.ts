import type { Executor } from '../../db/client.ts';
import { auditLog } from '../../db/schema/index.ts';

export interface AuditEntry {
  actorId: string | null;
  action: string;
  targetType: string;
  targetId: string;
  reportId?: number | null;
  note?: string | null;
  details?: Record<string, unknown> | null;
}

/** One line in the audit log, in the caller's transaction: kept if and only if the action commits. */
export async function audit(db: Executor, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values(entry);
}
