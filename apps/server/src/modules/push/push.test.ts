import { createDecipheriv, createECDH, createPublicKey, hkdfSync, randomBytes, verify } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import type http from 'node:http';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pushPayloadSchema } from '@stride/contracts';
import { createTestApp, type TestContext } from '../../../test/helpers/app.ts';
import { createEvent, signedInUser } from '../../../test/helpers/factories.ts';
import { pushSubscriptions } from '../../db/schema/index.ts';

/*
 * A push service on 127.0.0.1 standing in for FCM or Mozilla's: it checks what a real one checks (the
 * VAPID JWT's ES256 signature, audience and expiry) and, playing the browser, decrypts the aes128gcm
 * body (RFC 8291) with the subscription's private key and auth secret.
 */
interface Received {
  path: string;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

const b64url = (buf: Buffer) => buf.toString('base64url');

/** A throwaway certificate for 127.0.0.1 (push services speak https; web-push only sends https). */
function selfSignedCertificate() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'stride-push-'));
  try {
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-days',
        '1',
        '-subj',
        '/CN=127.0.0.1',
        '-addext',
        'subjectAltName=IP:127.0.0.1',
        '-keyout',
        path.join(dir, 'key.pem'),
        '-out',
        path.join(dir, 'cert.pem'),
      ],
      { stdio: 'ignore' },
    );
    return { key: readFileSync(path.join(dir, 'key.pem')), cert: readFileSync(path.join(dir, 'cert.pem')) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const tls = selfSignedCertificate();
// The app in this process trusts the local push service's certificate, and only it.
https.globalAgent.options.ca = tls.cert;

function startPushService(status = 201) {
  const received: Received[] = [];
  const server = https.createServer(tls, (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks) });
      res.writeHead(status).end();
    });
  });
  return new Promise<{ url: string; received: Received[]; close: () => Promise<void> }>((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        url: `https://127.0.0.1:${port}`,
        received,
        close: () => new Promise((r) => server.close(() => r())),
      });
    }),
  );
}

/** A browser's subscription keys: a P-256 key pair and a 16-byte auth secret. */
function browserKeys() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return { ecdh, auth: randomBytes(16) };
}

/** Checks `Authorization: vapid t=<JWT>, k=<public key>` and answers the JWT's claims. */
function verifyVapid(header: string, audience: string) {
  const match = /^vapid t=([^,]+),\s*k=(.+)$/.exec(header);
  expect(match).not.toBeNull();
  const [, jwt, k] = match!;
  const [h, p, s] = jwt!.split('.');
  const point = Buffer.from(k!, 'base64url');
  const key = createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: b64url(point.subarray(1, 33)), y: b64url(point.subarray(33, 65)) },
    format: 'jwk',
  });
  const signed = verify(
    'sha256',
    Buffer.from(`${h}.${p}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(s!, 'base64url'),
  );
  expect(signed).toBe(true);
  expect(JSON.parse(Buffer.from(h!, 'base64url').toString())).toMatchObject({ alg: 'ES256' });
  const claims = JSON.parse(Buffer.from(p!, 'base64url').toString()) as {
    aud: string;
    exp: number;
    sub: string;
  };
  expect(claims.aud).toBe(audience);
  expect(claims.exp * 1000).toBeGreaterThan(Date.now());
  expect(claims.exp * 1000).toBeLessThanOrEqual(Date.now() + 24 * 3600 * 1000);
  expect(claims.sub).toMatch(/^mailto:.+@.+/);
  return { publicKey: k! };
}

/** RFC 8291 / RFC 8188: one aes128gcm record, decrypted as the browser does. */
function decrypt(body: Buffer, keys: ReturnType<typeof browserKeys>): string {
  const salt = body.subarray(0, 16);
  const idLength = body[20]!;
  const serverKey = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  const shared = keys.ecdh.computeSecret(serverKey);
  const info = Buffer.concat([Buffer.from('WebPush: info\0'), keys.ecdh.getPublicKey(), serverKey]);
  const ikm = Buffer.from(hkdfSync('sha256', shared, keys.auth, info, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const plain = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 0x02, then optional zero padding.
  const end = plain.lastIndexOf(2);
  return plain.subarray(0, end).toString('utf8');
}

let ctx: TestContext;
let pushService: Awaited<ReturnType<typeof startPushService>>;
beforeAll(async () => {
  ctx = await createTestApp();
  pushService = await startPushService();
});
afterAll(async () => {
  await ctx.close();
  await pushService.close();
});

const subscribe = (headers: Record<string, string>, payload: object) =>
  ctx.app.inject({ method: 'POST', url: '/api/push/subscriptions', headers, payload });

function subscriptionFor(keys: ReturnType<typeof browserKeys>, endpointPath: string) {
  return {
    endpoint: `${pushService.url}${endpointPath}`,
    expirationTime: null,
    keys: { p256dh: b64url(keys.ecdh.getPublicKey()), auth: b64url(keys.auth) },
  };
}

describe('web push', () => {
  it('answers one VAPID public key, generated once and kept', async () => {
    const first = await ctx.app.inject({ url: '/api/push/public-key' });
    expect(first.statusCode).toBe(200);
    const { publicKey } = first.json();
    expect(Buffer.from(publicKey, 'base64url')).toHaveLength(65);
    expect((await ctx.app.inject({ url: '/api/push/public-key' })).json().publicKey).toBe(publicKey);
  });

  it('delivers an encrypted, VAPID-signed test notification to the local push service', async () => {
    const { headers } = await signedInUser(ctx.database.db);
    const keys = browserKeys();
    expect((await subscribe(headers, subscriptionFor(keys, '/push/test-1'))).statusCode).toBe(204);
    const res = await ctx.app.inject({ method: 'POST', url: '/api/notification-settings/test', headers });
    expect(res.statusCode).toBe(202);
    expect((await ctx.runJobs()).failed).toEqual([]);

    const got = pushService.received.filter((r) => r.path === '/push/test-1');
    expect(got).toHaveLength(1);
    const [message] = got;
    expect(message!.headers['content-encoding']).toBe('aes128gcm');
    expect(Number(message!.headers.ttl)).toBeGreaterThan(0);
    const { publicKey } = verifyVapid(String(message!.headers.authorization), pushService.url);
    expect(publicKey).toBe((await ctx.app.inject({ url: '/api/push/public-key' })).json().publicKey);
    const payload = pushPayloadSchema.parse(JSON.parse(decrypt(message!.body, keys)));
    expect(payload).toMatchObject({ title: 'Test notification', url: '/notifications' });
    // And the bell has it.
    const bell = (await ctx.app.inject({ url: '/api/notifications', headers })).json();
    expect(bell[0].type).toBe('test_notification');
  });

  it('pushes a run reminder that opens the event', async () => {
    const { headers } = await signedInUser(ctx.database.db);
    const keys = browserKeys();
    await subscribe(headers, subscriptionFor(keys, '/push/reminder'));
    const event = await createEvent(ctx.database.db, {
      title: 'Harbour Bridge 10k',
      startsAt: new Date(Date.now() + 3600_000),
    });
    await ctx.app.inject({ method: 'POST', url: `/api/events/${event.id}/join`, headers });
    await ctx.runJobs();
    const [message] = pushService.received.filter((r) => r.path === '/push/reminder');
    const payload = pushPayloadSchema.parse(JSON.parse(decrypt(message!.body, keys)));
    expect(payload).toMatchObject({ title: 'Run reminder', url: `/events/${event.id}` });
    expect(payload.body).toContain('Harbour Bridge 10k');
  });

  it('pushes once for a daily digest, saying how many notices wait', async () => {
    const { user, headers } = await signedInUser(ctx.database.db);
    const keys = browserKeys();
    await subscribe(headers, subscriptionFor(keys, '/push/digest'));
    await ctx.app.inject({
      method: 'PUT',
      url: '/api/notification-settings',
      headers,
      payload: { frequency: 'daily_digest' },
    });
    for (const title of ['Harbour 10k', 'Park 5k', 'Bay 15k']) {
      const event = await createEvent(ctx.database.db, { title });
      await ctx.database.db.transaction((tx) =>
        ctx.app.services.delivery.deliver(tx, [
          { userId: user.id, type: 'event_updated', event: { id: event.id, title, date: event.date } },
        ]),
      );
    }
    await ctx.runJobs();
    expect(pushService.received.filter((r) => r.path === '/push/digest')).toEqual([]);
    await ctx.app.services.jobs.runDue({ ignoreStartAfter: true });
    const got = pushService.received.filter((r) => r.path === '/push/digest');
    expect(got).toHaveLength(1);
    const payload = pushPayloadSchema.parse(JSON.parse(decrypt(got[0]!.body, keys)));
    expect(payload).toEqual({
      title: 'Your Stride digest',
      body: '3 updates are waiting for you.',
      url: '/notifications',
      tag: 'digest',
    });
  });

  it('sends no push when browser notifications are off', async () => {
    const { headers } = await signedInUser(ctx.database.db);
    await subscribe(headers, subscriptionFor(browserKeys(), '/push/off'));
    await ctx.app.inject({
      method: 'PUT',
      url: '/api/notification-settings',
      headers,
      payload: { browserNotifications: false },
    });
    await ctx.app.inject({ method: 'POST', url: '/api/notification-settings/test', headers });
    await ctx.runJobs();
    expect(pushService.received.filter((r) => r.path === '/push/off')).toEqual([]);
  });

  it('checks the subscription, needs sign-in, and unsubscribes', async () => {
    const { headers } = await signedInUser(ctx.database.db);
    const sub = subscriptionFor(browserKeys(), '/push/mine');
    expect(
      (await ctx.app.inject({ method: 'POST', url: '/api/push/subscriptions', payload: sub })).statusCode,
    ).toBe(401);
    const noKeys = await subscribe(headers, { endpoint: sub.endpoint });
    expect(noKeys.statusCode).toBe(400);
    expect(noKeys.json().message).toBe('Please send the subscription keys p256dh and auth');
    expect((await subscribe(headers, { ...sub, endpoint: 'not a url' })).statusCode).toBe(400);
    await subscribe(headers, sub);
    const del = (payload: object) =>
      ctx.app.inject({ method: 'DELETE', url: '/api/push/subscriptions', headers, payload });
    expect((await del({ endpoint: sub.endpoint })).statusCode).toBe(204);
    expect((await del({ endpoint: sub.endpoint })).statusCode).toBe(404);
  });

  it('forgets a subscription the push service says is gone', async () => {
    const gone = await startPushService(410);
    try {
      const { headers } = await signedInUser(ctx.database.db);
      const keys = browserKeys();
      const sub = { ...subscriptionFor(keys, ''), endpoint: `${gone.url}/push/gone` };
      await subscribe(headers, sub);
      await ctx.app.inject({ method: 'POST', url: '/api/notification-settings/test', headers });
      await ctx.runJobs();
      expect(gone.received).toHaveLength(1);
      const del = await ctx.app.inject({
        method: 'DELETE',
        url: '/api/push/subscriptions',
        headers,
        payload: { endpoint: sub.endpoint },
      });
      expect(del.statusCode).toBe(404);
    } finally {
      await gone.close();
    }
  });
});

describe('web push in production', () => {
  it('accepts only https endpoints of real push services', async () => {
    const prod = await createTestApp({ NODE_ENV: 'production' });
    try {
      const { headers } = await signedInUser(prod.database.db);
      const keys = { p256dh: b64url(browserKeys().ecdh.getPublicKey()), auth: b64url(randomBytes(16)) };
      const post = (endpoint: string) =>
        prod.app.inject({
          method: 'POST',
          url: '/api/push/subscriptions',
          headers,
          payload: { endpoint, keys },
        });
      const local = await post(`${pushService.url}/push/x`);
      expect(local.statusCode).toBe(400);
      expect(local.json().message).toBe('This push service is not accepted');
      expect((await post('https://169.254.169.254/latest')).statusCode).toBe(400);
      expect((await post('https://fcm.googleapis.com/fcm/send/abc123')).statusCode).toBe(204);
    } finally {
      await prod.close();
    }
  });
});

// Issue 25, defect 10: posting another runner's endpoint moved their subscription to the poster.
describe('a push subscription belongs to the browser that made it', () => {
  it('refuses an endpoint of another runner with other keys, and moves it only with the same keys', async () => {
    const owner = await signedInUser(ctx.database.db);
    const stranger = await signedInUser(ctx.database.db);
    const keys = browserKeys();
    const sub = subscriptionFor(keys, '/push/shared-browser');
    expect((await subscribe(owner.headers, sub)).statusCode).toBe(204);
    const taken = await subscribe(stranger.headers, subscriptionFor(browserKeys(), '/push/shared-browser'));
    expect(taken.statusCode).toBe(409);
    const rows = await ctx.database.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, sub.endpoint));
    expect(rows.map((r) => [r.userId, r.auth])).toEqual([[owner.user.id, sub.keys.auth]]);
    // The same browser (its own keys) after the next runner signs in on it: theirs now.
    expect((await subscribe(stranger.headers, sub)).statusCode).toBe(204);
    const moved = await ctx.database.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, sub.endpoint));
    expect(moved.map((r) => r.userId)).toEqual([stranger.user.id]);
  });
});
