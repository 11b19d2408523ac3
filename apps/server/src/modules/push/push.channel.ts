import webpush, { WebPushError } from 'web-push';
import type { PushPayload } from '@stride/contracts';
import type { Db } from '../../db/client.ts';
import {
  DIGEST_TEXTS,
  noticePath,
  storedNoticeText,
  type DeliveryChannel,
  type Recipient,
  type StoredNotice,
} from '../notifications/index.ts';
import { forgetEndpoint, subscriptionsOf } from './push.repository.ts';
import type { Vapid } from './vapid.ts';

/** How long a push service keeps a message for an offline browser: a day (a reminder is stale after). */
const TTL_SECONDS = 24 * 3600;

/**
 * Notices by web push (RFC 8030): to each of the runner's browser subscriptions, the payload
 * encrypted with aes128gcm (RFC 8291) and the request signed with the VAPID key (RFC 8292), both by
 * the `web-push` library. A subscription the push service no longer knows (404, 410) is forgotten.
 */
export class WebPushChannel implements DeliveryChannel {
  readonly name = 'push' as const;

  constructor(
    private readonly db: Db,
    private readonly vapid: Vapid,
  ) {}

  async send(recipient: Recipient, notice: StoredNotice): Promise<'sent' | 'skipped'> {
    const { title, message } = storedNoticeText(recipient.language, notice);
    return this.#push(recipient.id, {
      title,
      body: message,
      url: noticePath(notice),
      tag: `notice-${notice.id}`,
    });
  }

  /** One push saying how many notices wait, opening the notifications list; a newer one replaces it. */
  async sendDigest(recipient: Recipient, notices: StoredNotice[]): Promise<'sent' | 'skipped'> {
    if (!notices.length) return 'skipped';
    const texts = DIGEST_TEXTS[recipient.language];
    return this.#push(recipient.id, {
      title: texts.pushTitle,
      body: texts.pushBody(notices.length),
      url: '/notifications',
      tag: 'digest',
    });
  }

  async #push(userId: string, payload: PushPayload): Promise<'sent' | 'skipped'> {
    const subscriptions = await subscriptionsOf(this.db, userId);
    if (!subscriptions.length) return 'skipped';
    const { publicKey, privateKey, subject } = await this.vapid.keys();
    let failure: unknown;
    for (const sub of subscriptions) {
      try {
        await webpush.sendNotification(
          { endpoint: sub.endpoint, keys: { p256dh: sub.p256dh, auth: sub.auth } },
          JSON.stringify(payload),
          {
            vapidDetails: { subject, publicKey, privateKey },
            TTL: TTL_SECONDS,
            contentEncoding: 'aes128gcm',
          },
        );
      } catch (err) {
        if (err instanceof WebPushError && (err.statusCode === 404 || err.statusCode === 410)) {
          await forgetEndpoint(this.db, sub.endpoint);
        } else failure ??= err;
      }
    }
    // One browser failing retries the job; the others got it (a browser may then show it twice, the tag
    // makes the second replace the first).
    if (failure) throw failure;
    return 'sent';
  }
}
