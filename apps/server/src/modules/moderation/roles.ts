import { can, type Role } from '@stride/contracts';
import type { FastifyRequest } from 'fastify';
import { forbidden } from '../../lib/errors.ts';
import { requireUser, type SessionUser } from '../auth/index.ts';

/**
 * For routes that need a staff role: 401 signed out, 403 without the role. `check` is one of the
 * contracts' `can` rules, the same ones the web uses to hide what a role cannot do.
 */
export function requireRole(
  request: FastifyRequest,
  check: (roles: readonly Role[]) => boolean,
): SessionUser {
  const user = requireUser(request);
  if (!check(user.roles)) throw forbidden();
  return user;
}

export const canModerate = can.moderate;
export const canWriteNews = can.writeNews;
export const canManageRoles = can.manageRoles;
export const canSeeAdmin = can.seeAdmin;
export const canSendNewsletter = can.sendNewsletter;
