import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Device cookies (OWASP, "Slow brute force attacks and device cookies"): a browser that has signed in
 * to an account keeps a signed note of it. Wrong passwords typed elsewhere throttle every other browser,
 * but never this one: it is limited only by its own failures (limits.ts). The note names the account
 * by a keyed hash, so the cookie tells nobody which address it is for.
 *
 * One cookie holds the notes of up to MAX_NOTES accounts (a shared family computer), newest first.
 * Each note is `<device id>.<signature>`, where the signature is an HMAC of the account's address and
 * the device id: copying a note to another account does not verify.
 */
export const DEVICE_COOKIE_MAX_AGE_S = 180 * 24 * 3600;
const MAX_NOTES = 5;
const NOTE = /^[A-Za-z0-9_-]{16}\.[A-Za-z0-9_-]{22}$/;

export function deviceCookieName(publicUrl: string): string {
  return publicUrl.startsWith('https:') ? '__Host-stride_device' : 'stride_device';
}

export class KnownDevices {
  constructor(private readonly key: string) {}

  #sign(email: string, deviceId: string): string {
    return createHmac('sha256', this.key)
      .update(`${email.trim().toLowerCase()}|${deviceId}`)
      .digest('base64url')
      .slice(0, 22);
  }

  /** The device id this cookie proves for the account, if it holds a valid note for it. */
  deviceFor(cookie: string | undefined, email: string): string | undefined {
    for (const note of notes(cookie)) {
      const [deviceId, signature] = note.split('.') as [string, string];
      const expected = Buffer.from(this.#sign(email, deviceId));
      const given = Buffer.from(signature);
      if (given.length === expected.length && timingSafeEqual(given, expected)) return deviceId;
    }
    return undefined;
  }

  /** The cookie's new value after signing in to the account: its note first, the others kept. */
  remember(cookie: string | undefined, email: string): string {
    const known = this.deviceFor(cookie, email);
    const deviceId = known ?? randomBytes(12).toString('base64url');
    const note = `${deviceId}.${this.#sign(email, deviceId)}`;
    return [note, ...notes(cookie).filter((n) => n !== note)].slice(0, MAX_NOTES).join('~');
  }
}

function notes(cookie: string | undefined): string[] {
  return (cookie ?? '')
    .split('~')
    .filter((n) => NOTE.test(n))
    .slice(0, MAX_NOTES);
}
