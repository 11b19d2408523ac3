// Plain constants, no zod: the header and menus check roles without loading the validation library.

/**
 * Roles, reports and moderation (issue 12). Every runner is a runner; admins appoint moderators, other
 * admins, news authors and organisers (who may post official events). ADMIN_EMAILS makes verified
 * accounts admins when they sign in.
 */
export const ROLES = ['admin', 'moderator', 'author', 'organiser'] as const;
export type Role = (typeof ROLES)[number];

/** What a role may do, for the web to hide what it cannot (the server checks again on every call). */
export const can = {
  moderate: (roles: readonly string[]) => roles.includes('admin') || roles.includes('moderator'),
  writeNews: (roles: readonly string[]) => roles.includes('admin') || roles.includes('author'),
  manageRoles: (roles: readonly string[]) => roles.includes('admin'),
  /** Official events (races and the like): admins, and the organisers admins appoint (issue 25). */
  postOfficial: (roles: readonly string[]) => roles.includes('admin') || roles.includes('organiser'),
  /** Staff are acted on (hidden, removed) only by admins; moderators act on runners (issue 25). */
  actOnStaff: (roles: readonly string[]) => roles.includes('admin'),
  sendNewsletter: (roles: readonly string[]) => roles.includes('admin'),
  seeAdmin: (roles: readonly string[]) => roles.length > 0,
};

export const REPORT_TARGETS = ['event', 'comment', 'club', 'user', 'article'] as const;
export type ReportTarget = (typeof REPORT_TARGETS)[number];
export const REPORT_REASONS = ['spam', 'harassment', 'inappropriate', 'safety', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];
export const REPORT_ACTIONS = ['dismiss', 'hide', 'remove'] as const;
export type ReportAction = (typeof REPORT_ACTIONS)[number];
export const REPORT_STATUSES = ['open', 'dismissed', 'hidden', 'removed'] as const;
