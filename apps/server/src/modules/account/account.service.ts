import { ACCOUNT_MESSAGES, REAUTHENTICATION_WINDOW_MS, type AccountExport } from '@stride/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { reauthenticationRequired, unauthorized, validationError } from '../../lib/errors.ts';
import {
  verifyPassword,
  type OAuthService,
  type ProfilePhotoService,
  type SessionUser,
} from '../auth/index.ts';
import type { EventsService } from '../events/index.ts';
import type { RunclubsService, StravaSyncService } from '../runclubs/index.ts';
import { deleteJobsNaming } from '../../lib/jobs/jobs.repository.ts';
import {
  deletePersonalRows,
  deleteUserRow,
  findAccountHolder,
  forgetCopies,
  sessionStartedAt,
} from './account.repository.ts';
import { withheldColumns } from './export-registry.ts';
import { exportSections } from './export.repository.ts';

/** Data rights: the runner's export, and deleting their account with their personal data. */
export class AccountService {
  constructor(
    private readonly db: Db,
    private readonly deps: {
      oauth: OAuthService;
      events: EventsService;
      photos: ProfilePhotoService;
      runclubs: RunclubsService;
      stravaSync: StravaSyncService;
      log: FastifyBaseLogger;
    },
  ) {}

  /**
   * Everything Stride holds about the runner (export-registry.ts says where each table goes), read in
   * one read-only snapshot so the sections agree with each other.
   */
  async export(session: SessionUser): Promise<AccountExport> {
    const exportedAt = new Date().toISOString();
    const sections = await this.db.transaction(
      async (tx) => {
        const user = await findAccountHolder(tx, session.id);
        if (!user) return undefined;
        return exportSections(tx, {
          userId: user.id,
          verifiedEmail: user.emailVerified ? user.email : null,
          sessionId: session.sessionId,
        });
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    );
    if (!sections?.account) throw unauthorized();
    return { exportedAt, ...sections, account: sections.account, withheld: withheldColumns() };
  }

  /**
   * Deletes the account. A runner with a password confirms with it; one who only signs in with Google
   * or Strava confirms by having signed in within the last 10 minutes. Their upcoming runs are
   * cancelled (with attendees told) in the same transaction that deletes them; their comments and the
   * past runs they hosted stay, without a name; every copy of their name or address goes with them
   * (account.repository.ts `forgetCopies`, queued jobs that name them).
   */
  async delete(session: SessionUser, password: string | undefined): Promise<void> {
    const user = await findAccountHolder(this.db, session.id);
    if (!user) throw unauthorized();
    if (user.passwordHash) {
      if (!password)
        throw validationError(ACCOUNT_MESSAGES.passwordRequired, {
          password: [ACCOUNT_MESSAGES.passwordRequired],
        });
      if (!(await verifyPassword(user.passwordHash, password)))
        throw validationError(ACCOUNT_MESSAGES.passwordWrong, { password: [ACCOUNT_MESSAGES.passwordWrong] });
    } else {
      const startedAt = await sessionStartedAt(this.db, session.sessionId);
      if (!startedAt || Date.now() - startedAt.getTime() > REAUTHENTICATION_WINDOW_MS)
        throw reauthenticationRequired(ACCOUNT_MESSAGES.signInAgain);
    }
    // Before the tokens are gone: Strava is told Stride no longer has access.
    if (user.stravaAthleteId && !(await this.deps.oauth.revokeStrava(user.id)))
      this.deps.log.warn('Strava access could not be revoked for a deleted account');
    await this.db.transaction(async (tx) => {
      await this.deps.events.cancelUpcomingCreatedBy(tx, session);
      // Strava's terms: club events imported through the runner's Strava access go with it.
      await this.deps.stravaSync.forgetRunner(user.id, tx);
      await this.deps.runclubs.forgetMember(tx, user.id);
      await forgetCopies(tx, user.id, user.email);
      await deleteJobsNaming(tx, { userId: user.id, email: user.email });
      await deletePersonalRows(tx, user.id, user.emailVerified ? user.email : null);
      await deleteUserRow(tx, user.id);
    });
    await this.deps.photos.deleteAll(user.id);
  }
}
