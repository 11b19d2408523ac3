import type { ReportAction, ReportReason, ReportTarget, Role } from '@stride/contracts';
import type { TranslationKey } from '@/i18n/keys';

// Full key literals per value (scripts/check-i18n.mjs: keys are never built from pieces).
export const REASON_KEYS: Record<ReportReason, TranslationKey> = {
  spam: 'moderation:reasons.spam',
  harassment: 'moderation:reasons.harassment',
  inappropriate: 'moderation:reasons.inappropriate',
  safety: 'moderation:reasons.safety',
  other: 'moderation:reasons.other',
};

export const TARGET_KEYS: Record<ReportTarget, TranslationKey> = {
  event: 'moderation:targets.event',
  comment: 'moderation:targets.comment',
  club: 'moderation:targets.club',
  user: 'moderation:targets.user',
  article: 'moderation:targets.article',
};

export const REPORT_TITLE_KEYS: Record<ReportTarget, TranslationKey> = {
  event: 'moderation:report.title.event',
  comment: 'moderation:report.title.comment',
  club: 'moderation:report.title.club',
  user: 'moderation:report.title.user',
  article: 'moderation:report.title.article',
};

export const STATUS_KEYS: Record<string, TranslationKey> = {
  open: 'moderation:statuses.open',
  dismissed: 'moderation:statuses.dismissed',
  hidden: 'moderation:statuses.hidden',
  removed: 'moderation:statuses.removed',
};

export const DONE_KEYS: Record<ReportAction, TranslationKey> = {
  dismiss: 'moderation:queue.done.dismiss',
  hide: 'moderation:queue.done.hide',
  remove: 'moderation:queue.done.remove',
};

export const QUEUE_TAB_KEYS: Record<'open' | 'closed', TranslationKey> = {
  open: 'moderation:queue.open',
  closed: 'moderation:queue.closed',
};

export const ROLE_KEYS: Record<Role, TranslationKey> = {
  admin: 'moderation:roles.names.admin',
  moderator: 'moderation:roles.names.moderator',
  author: 'moderation:roles.names.author',
  organiser: 'moderation:roles.names.organiser',
};
