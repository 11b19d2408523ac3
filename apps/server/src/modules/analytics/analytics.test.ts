import { rmSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { buildTestApp, createTestDatabase, testConfig } from '../../../test/helpers/app.ts';
import { createEvent, signedInUser } from '../../../test/helpers/factories.ts';
import { createWebDist } from '../../../test/helpers/web-dist.ts';

let database: Database;
let plain: FastifyInstance;
let withGa: FastifyInstance;
let distDir: string;

beforeAll(async () => {
  distDir = createWebDist();
  database = await createTestDatabase();
  plain = await buildTestApp(testConfig({ WEB_DIST_DIR: distDir }), { database });
  withGa = await buildTestApp(testConfig({ ANALYTICS_ID: 'G-ABC123XYZ9', WEB_DIST_DIR: distDir }), {
    database,
  });
  await Promise.all([plain.ready(), withGa.ready()]);
});

afterAll(async () => {
  await plain.close();
  await withGa.close();
  await database.close();
  rmSync(distDir, { recursive: true, force: true });
});

const csp = async (app: FastifyInstance) =>
  String((await app.inject({ method: 'GET', url: '/api/client-config' })).headers['content-security-policy']);

describe('external analytics (ANALYTICS_ID)', () => {
  it('keeps the CSP first-party when no ID is configured', async () => {
    const policy = await csp(plain);
    expect(policy).not.toMatch(/googletagmanager|google-analytics/);
    expect(policy).toContain("script-src 'self';");
    expect(policy).toContain("connect-src 'self'");
    const config = await plain.inject({ method: 'GET', url: '/api/client-config' });
    expect(config.json()).toMatchObject({ signedIn: false, analyticsId: null });
  });

  it("allows Google's GA4 origins, and only those, when an ID is configured", async () => {
    const policy = await csp(withGa);
    const directive = (name: string) =>
      policy
        .split(';')
        .find((d) => d.startsWith(`${name} `))
        ?.split(' ')
        .slice(1);
    expect(directive('script-src')).toEqual(["'self'", 'https://*.googletagmanager.com']);
    expect(directive('connect-src')).toEqual([
      "'self'",
      'https://*.google-analytics.com',
      'https://*.analytics.google.com',
      'https://*.googletagmanager.com',
    ]);
    expect(directive('img-src')).toContain('https://*.google-analytics.com');
    expect(directive('default-src')).toEqual(["'self'"]);
    const config = await withGa.inject({ method: 'GET', url: '/api/client-config' });
    expect(config.json()).toMatchObject({ signedIn: false, analyticsId: 'G-ABC123XYZ9' });
  });

  it('refuses an ANALYTICS_ID that is not a GA4 measurement ID, with a clear message', () => {
    for (const bad of ['UA-12345-1', 'g-abc123', 'G-', 'G-ABC 123', '<script>']) {
      expect(() => loadConfig({ ANALYTICS_ID: bad })).toThrow(ConfigError);
    }
    expect(() => loadConfig({ ANALYTICS_ID: 'UA-12345-1' })).toThrow(
      /ANALYTICS_ID: must be a Google Analytics 4 measurement ID/,
    );
    expect(loadConfig({ ANALYTICS_ID: 'G-ABC123XYZ9' }).analyticsId).toBe('G-ABC123XYZ9');
    expect(loadConfig({ ANALYTICS_ID: '' }).analyticsId).toBeUndefined();
  });
});

describe('route preloads in the served page', () => {
  const preloads = (html: string) =>
    [...html.matchAll(/<link rel="modulepreload" href="([^"]+)" fetchpriority="low">/g)].map((m) => m[1]);

  it("preloads a route's shell, page and translation chunks, in the visitor's language and English", async () => {
    const res = await plain.inject({
      method: 'GET',
      url: '/about',
      headers: { 'accept-language': 'fr-FR,fr;q=0.9,en;q=0.5' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(preloads(res.body)).toEqual([
      '/assets/main-app.js',
      '/assets/router.js',
      '/assets/common-fr.js',
      '/assets/common-en.js',
      '/assets/About.js',
      '/assets/info-fr.js',
      '/assets/info-en.js',
    ]);
    expect(res.body).not.toContain('rel="preload"');
  });

  it('keeps the landing page light: only its translations', async () => {
    const res = await plain.inject({ method: 'GET', url: '/' });
    expect(preloads(res.body)).toEqual(['/assets/common-en.js', '/assets/landing-en.js']);
  });

  it("preloads an existing event's API answer with credentials, and not a missing one's", async () => {
    const event = await createEvent(database.db);
    const found = await plain.inject({ method: 'GET', url: `/events/${event.id}` });
    expect(preloads(found.body)).toContain('/assets/EventDetail.js');
    expect(found.body).toContain(
      `<link rel="preload" href="/api/events/${event.id}" as="fetch" crossorigin="use-credentials">`,
    );
    const missing = await plain.inject({ method: 'GET', url: '/events/999999' });
    expect(preloads(missing.body)).toContain('/assets/EventDetail.js');
    expect(missing.body).not.toContain('/api/events/');
  });

  it("preloads a signed-in runner's user and page data with the page, and no one else's", async () => {
    const { headers } = await signedInUser(database.db);
    const signedIn = await plain.inject({ method: 'GET', url: '/my-events', headers });
    expect(preloads(signedIn.body)).toContain('/assets/MyEvents.js');
    expect(signedIn.body).toContain(
      '<link rel="preload" href="/api/auth/user" as="fetch" crossorigin="use-credentials">',
    );
    expect(signedIn.body).toContain(
      '<link rel="preload" href="/api/events/user" as="fetch" crossorigin="use-credentials">',
    );
    expect(signedIn.headers.vary).toContain('cookie');
    const anonymous = await plain.inject({ method: 'GET', url: '/my-events' });
    expect(preloads(anonymous.body)).not.toContain('/assets/MyEvents.js');
    expect(anonymous.body).not.toContain('rel="preload"');
  });

  it('compresses the page for browsers that accept it', async () => {
    const res = await plain.inject({
      method: 'GET',
      url: '/faqs',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toContain('accept-encoding');
  });
});
