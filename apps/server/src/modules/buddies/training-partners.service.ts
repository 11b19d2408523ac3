import { SOCIAL_MESSAGES, type TrainingPartner } from '@stride/contracts';
import type { Db } from '../../db/client.ts';
import { forbidden, notFound } from '../../lib/errors.ts';
import type { NotificationDelivery } from '../notifications/index.ts';
import { userExists } from './buddies.repository.ts';
import { listPartners, upcomingRuns } from './training-partners.repository.ts';

/** GET /api/training-partners and inviting a partner to a run (issue 11). */
export class TrainingPartnersService {
  constructor(
    private readonly db: Db,
    private readonly delivery: NotificationDelivery,
  ) {}

  async list(userId: string) {
    const now = new Date();
    const partners: TrainingPartner[] = (await listPartners(this.db, userId, now)).map((r) => ({
      runner: {
        id: r.id,
        firstName: r.first_name,
        lastInitial: r.last_name ? r.last_name.slice(0, 1).toUpperCase() : null,
        profileImageUrl: r.profile_image_url,
      },
      isBuddy: r.is_buddy,
      runsTogether: Number(r.runs),
      lastRunTogether: r.last_run,
    }));
    return { partners, upcomingRuns: await upcomingRuns(this.db, userId, now) };
  }

  /** Tells a buddy or training partner about one of the runner's upcoming runs (in-app, e-mail, push). */
  async invite(userId: string, partnerId: string, eventId: number): Promise<void> {
    const now = new Date();
    const partners = await listPartners(this.db, userId, now);
    if (!partners.some((p) => p.id === partnerId)) {
      if (!(await userExists(this.db, partnerId))) throw notFound('social.runnerNotFound');
      throw forbidden(SOCIAL_MESSAGES.notPartner);
    }
    const run = (await upcomingRuns(this.db, userId, now)).find((r) => r.id === eventId);
    if (!run) throw forbidden(SOCIAL_MESSAGES.notYourRun);
    const me = await userExists(this.db, userId);
    await this.db.transaction((tx) =>
      this.delivery.deliver(tx, [
        {
          userId: partnerId,
          type: 'run_invite',
          event: run,
          actor: { id: userId, firstName: me?.firstName ?? null },
        },
      ]),
    );
  }
}
