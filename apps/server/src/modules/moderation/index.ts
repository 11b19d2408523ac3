// The moderation module's public surface: staff roles (who may do what, checked on the session) and
// the moderation services.
export type { AdminService } from './admin.service.ts';
export type { ReportsService } from './reports.service.ts';
export type { RolesService } from './roles.service.ts';
export {
  canManageRoles,
  canModerate,
  canSeeAdmin,
  canSendNewsletter,
  canWriteNews,
  requireRole,
} from './roles.ts';
