import { createHmac, timingSafeEqual } from 'node:crypto';
import { EMAIL_KINDS, type EmailKind } from '@stride/contracts';

/**
 * The signed links that switch one kind of notice e-mail off without signing in (issue 28, RFC 8058):
 * `<runner id>.<kind>.<signature>`, the signature an HMAC of both under a key derived from the session
 * secret. Nothing is stored: a link names one runner and one kind, and can only turn that kind off.
 */
export class EmailUnsubscribeLinks {
  constructor(
    private readonly key: string,
    private readonly publicUrl: string,
  ) {}

  #sign(userId: string, kind: EmailKind): string {
    return createHmac('sha256', this.key).update(`${userId}|${kind}`).digest('base64url').slice(0, 32);
  }

  token(userId: string, kind: EmailKind): string {
    return `${userId}.${kind}.${this.#sign(userId, kind)}`;
  }

  /** The List-Unsubscribe URL: a POST turns the kind off at once, a GET leads to the page that asks. */
  url(userId: string, kind: EmailKind): string {
    return `${this.publicUrl.replace(/\/$/, '')}/api/notifications/unsubscribe?token=${this.token(userId, kind)}`;
  }

  /** The runner and kind a token names, when its signature holds. */
  verify(token: string): { userId: string; kind: EmailKind } | undefined {
    const [userId, kind, signature] = token.split('.');
    if (!userId || !kind || !signature || !(EMAIL_KINDS as readonly string[]).includes(kind))
      return undefined;
    const expected = Buffer.from(this.#sign(userId, kind as EmailKind));
    const given = Buffer.from(signature);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
    return { userId, kind: kind as EmailKind };
  }
}
