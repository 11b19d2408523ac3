import { PUSH_MESSAGES, type PushSubscriptionInput } from '@stride/contracts';
import type { Db } from '../../db/client.ts';
import { conflict, notFound, validationError } from '../../lib/errors.ts';
import type { ReminderService } from '../notifications/index.ts';
import { isAcceptedPushEndpoint } from './push-endpoints.ts';
import { deleteSubscription, saveSubscription } from './push.repository.ts';
import type { Vapid } from './vapid.ts';

/** GET /api/push/public-key and the runner's browser subscriptions. */
export class PushService {
  constructor(
    private readonly db: Db,
    private readonly vapid: Vapid,
    private readonly reminders: ReminderService,
    private readonly production: boolean,
  ) {}

  async publicKey(): Promise<string> {
    return (await this.vapid.keys()).publicKey;
  }

  async subscribe(userId: string, sub: PushSubscriptionInput): Promise<void> {
    if (!isAcceptedPushEndpoint(sub.endpoint, this.production)) {
      throw validationError(PUSH_MESSAGES.untrustedEndpoint, { endpoint: [PUSH_MESSAGES.untrustedEndpoint] });
    }
    await this.db.transaction(async (tx) => {
      const saved = await saveSubscription(tx, userId, {
        endpoint: sub.endpoint,
        p256dh: sub.keys.p256dh,
        auth: sub.keys.auth,
      });
      if (!saved) throw conflict(PUSH_MESSAGES.endpointTaken);
      // Reminders now also go by push: their timing may move for quiet hours.
      await this.reminders.syncUser(tx, userId);
    });
  }

  async unsubscribe(userId: string, endpoint: string): Promise<void> {
    if (!(await deleteSubscription(this.db, userId, endpoint))) throw notFound('push.notFound');
  }
}
