import { MODERATION_MESSAGES, type Role, type StaffMember } from '@stride/contracts';
import type { Db } from '../../db/client.ts';
import { notFound, validationError } from '../../lib/errors.ts';
import { audit } from './audit.repository.ts';
import { findAccountByEmail, findAccountById, grantRole, listStaff, revokeRole } from './roles.repository.ts';

/** Staff roles: ADMIN_EMAILS at sign-in, and admins granting and removing roles (issue 12). */
export class RolesService {
  readonly #adminEmails: Set<string>;

  constructor(
    private readonly db: Db,
    adminEmails: string[],
  ) {
    this.#adminEmails = new Set(adminEmails);
  }

  /** Runs at every sign-in: a verified account whose address is in ADMIN_EMAILS becomes an admin. */
  async applyConfiguredAdmin(userId: string): Promise<void> {
    if (this.#adminEmails.size === 0) return;
    const account = await findAccountById(this.db, userId);
    if (!account?.email || !account.emailVerified || !this.#adminEmails.has(account.email.toLowerCase()))
      return;
    await this.db.transaction(async (tx) => {
      if (await grantRole(tx, userId, 'admin', null))
        await audit(tx, {
          actorId: null,
          action: 'role_granted',
          targetType: 'user',
          targetId: userId,
          details: { role: 'admin', via: 'ADMIN_EMAILS' },
        });
    });
  }

  async staff(): Promise<StaffMember[]> {
    return listStaff(this.db);
  }

  /** Grants a role to the verified account with this address. */
  async grant(actorId: string, email: string, role: Role): Promise<StaffMember[]> {
    const account = await findAccountByEmail(this.db, email);
    if (!account?.emailVerified)
      throw validationError(MODERATION_MESSAGES.noSuchRunner, { email: [MODERATION_MESSAGES.noSuchRunner] });
    await this.db.transaction(async (tx) => {
      if (await grantRole(tx, account.id, role, actorId))
        await audit(tx, {
          actorId,
          action: 'role_granted',
          targetType: 'user',
          targetId: account.id,
          details: { role },
        });
    });
    return this.staff();
  }

  async revoke(actorId: string, userId: string, role: Role): Promise<StaffMember[]> {
    // An admin cannot lock the last door behind them; another admin can remove them.
    if (actorId === userId && role === 'admin') throw validationError(MODERATION_MESSAGES.ownAdminRole);
    await this.db.transaction(async (tx) => {
      if (!(await revokeRole(tx, userId, role))) throw notFound('moderation.roleNotHeld');
      await audit(tx, {
        actorId,
        action: 'role_removed',
        targetType: 'user',
        targetId: userId,
        details: { role },
      });
    });
    return this.staff();
  }
}
