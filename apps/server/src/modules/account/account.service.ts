import { ACCOUNT_MESSAGES, REAUTHENTICATION_WINDOW_MS, type AccountExport } from '@stride/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { reauthenticationRequired, unauthorized, validationError } from '../../lib/errors.ts';
import type { AuthService } from '../auth/auth.service.ts';
import type { OAuthService } from '../auth/oauth.service.ts';
import { verifyPassword } from '../auth/passwords.ts';
import type { ProfilePhotoService } from '../auth/profile-photo.service.ts';
import type { SessionUser } from '../auth/sessions.service.ts';
import { deleteUserRow, findUserById } from '../auth/users.repository.ts';
import type { EventsService } from '../events/events.service.ts';
import type { RunclubsService } from '../runclubs/runclubs.service.ts';
import type { StravaSyncService } from '../runclubs/strava-sync.service.ts';
import { deletePersonalRows, exportSections, sessionStartedAt } from './account.repository.ts';

/** Data rights: the runner's export, and deleting their account with their personal data. */
export class AccountService {
  constructor(
    private readonly db: Db,
    private readonly deps: {
      auth: AuthService;
      oauth: OAuthService;
      events: EventsService;
      photos: ProfilePhotoService;
      runclubs: RunclubsService;
      stravaSync: StravaSyncService;
      log: FastifyBaseLogger;
    },
  ) {}

  async export(userId: string): Promise<AccountExport> {
    const user = await findUserById(this.db, userId);
    if (!user) throw unauthorized();
    const { goals, ...account } = await this.deps.auth.currentUser(userId);
    const sections = await exportSections(this.db, userId, user.email);
    return {
      exportedAt: new Date().toISOString(),
      account: {
        ...account,
        notificationPreferences: user.notificationPreferences,
        stravaAthleteId: user.stravaAthleteId,
      },
      ...sections,
      goals: sections.goals.length ? sections.goals : goals,
    };
  }

  /**
   * Deletes the account. A runner with a password confirms with it; one who only signs in with Google
   * or Strava confirms by having signed in within the last 10 minutes. Their upcoming runs are
   * cancelled (with attendees told) in the same transaction that deletes them; their comments stay,
   * without a name.
   */
  async delete(session: SessionUser, password: string | undefined): Promise<void> {
    const user = await findUserById(this.db, session.id);
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
      await deletePersonalRows(tx, user.id, user.email);
      await deleteUserRow(tx, user.id);
    });
    await this.deps.photos.deleteAll(user.id);
  }
}
