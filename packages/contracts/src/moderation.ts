import { z } from 'zod';
import { multiLine } from './api.ts';
import { MODERATION_MESSAGES } from './messages.ts';
import { LANGUAGES } from './options.ts';
import { REPORT_ACTIONS, REPORT_REASONS, REPORT_STATUSES, REPORT_TARGETS, ROLES } from './roles.ts';

export const reportInputSchema = z
  .object({
    targetType: z.enum(REPORT_TARGETS),
    targetId: z.string().trim().min(1, MODERATION_MESSAGES.targetInvalid).max(64),
    reason: z.enum(REPORT_REASONS, { error: MODERATION_MESSAGES.reasonRequired }),
    details: multiLine(z.string().trim().max(1000, MODERATION_MESSAGES.detailsTooLong)).optional(),
  })
  .refine(
    (r) =>
      r.targetType === 'user'
        ? /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(r.targetId)
        : /^\d{1,10}$/.test(r.targetId) && Number(r.targetId) >= 1 && Number(r.targetId) <= 2_147_483_647,
    { path: ['targetId'], message: MODERATION_MESSAGES.targetInvalid },
  );
export type ReportInput = z.input<typeof reportInputSchema>;

export const reportCreatedSchema = z.object({ id: z.number() });

const personSchema = z.object({
  id: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
});

export const reportSchema = z.object({
  id: z.number(),
  targetType: z.enum(REPORT_TARGETS),
  targetId: z.string(),
  reason: z.enum(REPORT_REASONS),
  details: z.string().nullable(),
  status: z.enum(REPORT_STATUSES),
  createdAt: z.string(),
  reporter: personSchema.nullable(),
  /** What was reported as it stands: a title or the text, its author, a link; null once gone. */
  target: z
    .object({
      text: z.string(),
      author: personSchema.nullable(),
      url: z.string().nullable(),
      hidden: z.boolean(),
    })
    .nullable(),
  resolvedAt: z.string().nullable(),
  resolutionNote: z.string().nullable(),
});
export type Report = z.infer<typeof reportSchema>;

export const reportListQuerySchema = z.object({ status: z.enum(['open', 'closed']).default('open') });
export const resolveReportSchema = z.object({
  action: z.enum(REPORT_ACTIONS),
  note: multiLine(z.string().trim().max(500, MODERATION_MESSAGES.noteTooLong)).optional(),
});
export type ResolveReportInput = z.input<typeof resolveReportSchema>;

export const staffMemberSchema = personSchema.extend({
  email: z.string().nullable(),
  roles: z.array(z.enum(ROLES)),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;
export const grantRoleSchema = z.object({ email: z.email().max(255), role: z.enum(ROLES) });
export const roleParamsSchema = z.object({ userId: z.uuid(), role: z.enum(ROLES) });

export const adminStatsSchema = z.object({
  runners: z.number(),
  signupsThisWeek: z.number(),
  events: z.number(),
  joins: z.number(),
  openReports: z.number(),
  pageViews: z.array(z.object({ path: z.string(), views: z.number() })),
  pageViewDays: z.number(),
});
export type AdminStats = z.infer<typeof adminStatsSchema>;

export const languageInputSchema = z.object({ language: z.enum(LANGUAGES) });
