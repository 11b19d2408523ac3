import {
  can,
  MODERATION_MESSAGES,
  type Role,
  type Report,
  type ReportAction,
  type ReportInput,
  type ReportTarget,
} from '@stride/contracts';
import type { Db, Executor } from '../../db/client.ts';
import { conflict, forbidden, notFound, validationError } from '../../lib/errors.ts';
import type { NotificationDelivery } from '../notifications/index.ts';
import { audit } from './audit.repository.ts';
import { closeReports, insertReport, listReports, lockReport } from './reports.repository.ts';
import { rolesOf } from './roles.repository.ts';
import { findTarget, hideTarget, removeTarget } from './targets.repository.ts';

const STATUS_OF: Record<ReportAction, 'dismissed' | 'hidden' | 'removed'> = {
  dismiss: 'dismissed',
  hide: 'hidden',
  remove: 'removed',
};

/** Runners report abuse; moderators dismiss, hide or remove it, and its author is told (issue 12). */
export class ReportsService {
  constructor(
    private readonly db: Db,
    private readonly delivery: NotificationDelivery,
  ) {}

  async create(reporterId: string, input: ReportInput): Promise<{ id: number }> {
    const target = await findTarget(this.db, input.targetType, input.targetId);
    // Only what the runner can see can be reported; hidden content is already dealt with.
    if (!target || target.hidden) throw notFound('moderation.nothingToReport');
    if (target.authorId === reporterId) throw validationError(MODERATION_MESSAGES.ownContent);
    const id = await insertReport(this.db, reporterId, {
      targetType: input.targetType,
      targetId: input.targetId,
      reason: input.reason,
      details: input.details?.trim() || null,
    });
    if (id === undefined) throw conflict(MODERATION_MESSAGES.alreadyReported);
    return { id };
  }

  async list(status: 'open' | 'closed'): Promise<Report[]> {
    const rows = await listReports(this.db, status);
    // The queue is short (a page at most), so each target is looked up as it stands now.
    return Promise.all(
      rows.map(async ({ r, reporter }) => {
        const target = await findTarget(this.db, r.targetType as ReportTarget, r.targetId);
        const author = target?.authorId ? await this.person(target.authorId) : null;
        return {
          id: r.id,
          targetType: r.targetType as ReportTarget,
          targetId: r.targetId,
          reason: r.reason as Report['reason'],
          details: r.details,
          status: r.status as Report['status'],
          createdAt: r.createdAt.toISOString(),
          reporter: reporter?.id ? reporter : null,
          target: target ? { text: target.text, author, url: target.url, hidden: target.hidden } : null,
          resolvedAt: r.resolvedAt?.toISOString() ?? null,
          resolutionNote: r.resolutionNote,
        };
      }),
    );
  }

  private async person(id: string) {
    const found = await findTarget(this.db, 'user', id);
    if (!found) return null;
    const [firstName = null, ...rest] = found.text === '—' ? [] : found.text.split(' ');
    return { id, firstName, lastName: rest.join(' ') || null };
  }

  /** Decides a report (and every other open report on the same target), in one transaction. */
  async resolve(
    actor: { id: string; roles: readonly Role[] },
    id: number,
    action: ReportAction,
    note: string | undefined,
  ): Promise<void> {
    const actorId = actor.id;
    await this.db.transaction(async (tx) => {
      const report = await lockReport(tx, id);
      if (!report) throw notFound('moderation.reportNotFound');
      if (report.status !== 'open') throw conflict(MODERATION_MESSAGES.alreadyResolved);
      const type = report.targetType as ReportTarget;
      const target = await findTarget(tx, type, report.targetId);
      if (action !== 'dismiss' && target) {
        await this.#mayActOn(tx, actor, target.authorId);
        if (action === 'hide') await hideTarget(tx, type, report.targetId);
        else await removeTarget(tx, type, report.targetId);
        await this.tellAuthor(tx, action, type, target);
      }
      const resolutionNote = note?.trim() || null;
      const closed = await closeReports(tx, report, {
        status: STATUS_OF[action],
        resolvedBy: actorId,
        resolutionNote,
      });
      await audit(tx, {
        actorId,
        action: `report_${STATUS_OF[action]}`,
        targetType: type,
        targetId: report.targetId,
        reportId: id,
        note: resolutionNote,
        details: { reports: closed, reason: report.reason },
      });
    });
  }

  /**
   * Issue 25: moderators act on runners only. Hiding or removing a staff member's account or content
   * takes an admin, and nobody hides or removes their own.
   */
  async #mayActOn(tx: Executor, actor: { id: string; roles: readonly Role[] }, authorId: string | null) {
    if (!authorId) return;
    if (authorId === actor.id) throw forbidden(MODERATION_MESSAGES.notYourself);
    if ((await rolesOf(tx, authorId)).length && !can.actOnStaff(actor.roles))
      throw forbidden(MODERATION_MESSAGES.staffNeedsAdmin);
  }

  /** The author hears in-app (and by their notice settings) that a moderator acted on their content. */
  private async tellAuthor(
    tx: Executor,
    action: 'hide' | 'remove',
    type: ReportTarget,
    target: NonNullable<Awaited<ReturnType<typeof findTarget>>>,
  ) {
    if (!target.authorId) return;
    // An event or comment names its event, so the author knows which post it was.
    await this.delivery.deliver(tx, [
      {
        userId: target.authorId,
        type: action === 'hide' ? 'content_hidden' : 'content_removed',
        event: type === 'event' || type === 'comment' ? target.event : null,
      },
    ]);
  }
}
