import { describe, expect, it } from 'vitest';
import { isAcceptedPushEndpoint } from './push-endpoints.ts';

describe('isAcceptedPushEndpoint', () => {
  it('accepts the real push services over https in production', () => {
    for (const url of [
      'https://fcm.googleapis.com/fcm/send/abc:def',
      'https://updates.push.services.mozilla.com/wpush/v2/gAAA',
      'https://web.push.apple.com/QGx',
      'https://wns2-par02p.notify.windows.com/w/?token=x',
    ])
      expect(isAcceptedPushEndpoint(url, true)).toBe(true);
  });

  it('refuses anything else in production: other hosts, http, ports, credentials, look-alikes', () => {
    for (const url of [
      'http://fcm.googleapis.com/fcm/send/abc',
      'https://127.0.0.1/push',
      'https://localhost/push',
      'https://169.254.169.254/latest/meta-data',
      'https://fcm.googleapis.com:8443/x',
      'https://user:pw@fcm.googleapis.com/x',
      'https://fcm.googleapis.com.evil.example/x',
      'https://evilpush.apple.com.example/x',
      'not a url',
    ])
      expect(isAcceptedPushEndpoint(url, true)).toBe(false);
  });

  it('accepts a local push service outside production', () => {
    expect(isAcceptedPushEndpoint('http://127.0.0.1:4000/push/1', false)).toBe(true);
    expect(isAcceptedPushEndpoint('file:///etc/passwd', false)).toBe(false);
  });
});
