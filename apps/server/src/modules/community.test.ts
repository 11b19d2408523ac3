import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.ts';
import {
  contactMessages,
  newsArticles,
  notifications,
  pageViews,
  trainingPlans,
} from '../db/schema/index.ts';
import type { MailMessage, Mailer } from '../lib/mailer.ts';
import { buildTestApp, createTestDatabase, testConfig } from '../../test/helpers/app.ts';
import { createEvent, signedInUser } from '../../test/helpers/factories.ts';

// The shell's small modules: contact, analytics, notifications, training plans, SEO (the newsletter has
// its own tests in newsletter/newsletter.test.ts).
let app: FastifyInstance;
let database: Database;
const sent: MailMessage[] = [];
const mailer: Mailer = { send: async (m) => void sent.push(m), close: () => {} };
const BROWSER = {
  'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/140 Safari/537.36',
};

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(testConfig({ TEAM_EMAIL: 'crew@stride.test', ANALYTICS_ID: 'G-TEST123' }), {
    database,
    mailer,
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.close();
});

describe('contact', () => {
  const message = {
    name: 'Ada',
    email: 'ada@example.com',
    subject: 'Club listing',
    message: 'How do I list my Thursday run club?',
  };

  it('stores the message and e-mails the team address', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: message,
      remoteAddress: '10.0.0.1',
    });
    expect(res.statusCode).toBe(201);
    const rows = await database.db.select().from(contactMessages);
    expect(rows[0]).toMatchObject({ name: 'Ada', subject: 'Club listing', userId: null });
    expect(sent.find((m) => m.to === 'crew@stride.test')).toBeUndefined();
    // Forwarding to the team is a job queued with the stored message.
    expect((await app.services.jobs.runDue()).failed).toEqual([]);
    const mail = sent.find((m) => m.to === 'crew@stride.test')!;
    expect(mail.subject).toBe('[Stride contact] Club listing');
    expect(mail.text).toContain('ada@example.com');
  });

  it('validates every field', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { name: '', email: 'x', subject: '', message: 'short' },
      remoteAddress: '10.0.0.2',
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fields).sort()).toEqual(['email', 'message', 'name', 'subject']);
  });

  it('limits one address to 5 messages an hour', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/contact',
        payload: message,
        remoteAddress: '10.0.0.3',
      });
      codes.push(res.statusCode);
    }
    expect(codes).toEqual([201, 201, 201, 201, 201, 429]);
  });
});

describe('analytics', () => {
  it('stores path, cleaned referrer and language, and ignores bots', async () => {
    const ok = await app.inject({
      method: 'POST',
      url: '/api/analytics/pageview',
      headers: BROWSER,
      payload: { path: '/events/3?utm=x', referrer: 'https://www.google.com/search?q=me', language: 'de' },
    });
    expect(ok.statusCode).toBe(204);
    expect(ok.headers['set-cookie']).toBeUndefined();
    await app.inject({
      method: 'POST',
      url: '/api/analytics/pageview',
      headers: { 'user-agent': 'Googlebot/2.1' },
      payload: { path: '/' },
    });
    const rows = await database.db.select().from(pageViews);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      path: '/events/3',
      referrer: 'https://www.google.com/search',
      language: 'de',
    });
    const bad = await app.inject({
      method: 'POST',
      url: '/api/analytics/pageview',
      headers: BROWSER,
      payload: { path: 'nope' },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('tells the web app whether the visitor is signed in, with the optional analytics id', async () => {
    const anonymous = await app.inject({ url: '/api/client-config' });
    expect(anonymous.statusCode).toBe(200);
    expect(anonymous.json()).toMatchObject({ signedIn: false, analyticsId: 'G-TEST123' });
    const me = await signedInUser(database.db);
    const signed = await app.inject({ url: '/api/client-config', headers: me.headers });
    expect(signed.json()).toMatchObject({ signedIn: true, analyticsId: 'G-TEST123' });
    expect(signed.headers['cache-control']).toBe('private, no-store');
  });
});

describe('notifications', () => {
  it('lists only my notifications and marks them read', async () => {
    const me = await signedInUser(database.db);
    const other = await signedInUser(database.db);
    const [mine] = await database.db
      .insert(notifications)
      .values([
        { userId: me.user.id, type: 'event_update', title: 'Time changed', message: 'Now 6:00' },
        { userId: other.user.id, type: 'event_update', title: 'Not yours', message: '-' },
      ])
      .returning();
    expect((await app.inject({ url: '/api/notifications' })).statusCode).toBe(401);
    const list = await app.inject({ url: '/api/notifications', headers: me.headers });
    expect(list.json()).toEqual([
      expect.objectContaining({ id: mine!.id, title: 'Time changed', isRead: false, event: null }),
    ]);

    const foreign = await app.inject({
      method: 'PATCH',
      url: `/api/notifications/${mine!.id}`,
      headers: other.headers,
      payload: { isRead: true },
    });
    expect(foreign.statusCode).toBe(404);
    const patched = await app.inject({
      method: 'PATCH',
      url: `/api/notifications/${mine!.id}`,
      headers: me.headers,
      payload: { isRead: true },
    });
    expect(patched.json().isRead).toBe(true);
    const all = await app.inject({
      method: 'POST',
      url: '/api/notifications/read-all',
      headers: other.headers,
    });
    expect(all.json()).toEqual({ updated: 1 });
  });

  it('names the event each notification is about, as it stands now', async () => {
    const me = await signedInUser(database.db);
    const event = await createEvent(database.db, { title: 'Harbour Loop', date: '2026-12-05' });
    await database.db.insert(notifications).values({
      userId: me.user.id,
      eventId: event.id,
      type: 'event_updated',
      title: 'Event updated',
      message: 'Harbour Loop on 2026-12-05 has been updated.',
    });
    const [item] = (await app.inject({ url: '/api/notifications', headers: me.headers })).json();
    expect(item).toMatchObject({ eventId: event.id, event: { title: 'Harbour Loop', date: '2026-12-05' } });
  });
});

describe('training plans', () => {
  it("returns the runner's plans with their status", async () => {
    const me = await signedInUser(database.db);
    expect((await app.inject({ url: '/api/training-plans', headers: me.headers })).json()).toEqual([]);
    await database.db
      .insert(trainingPlans)
      .values({ userId: me.user.id, name: 'Sydney Half', status: 'active', startDate: '2026-01-05' });
    const res = await app.inject({ url: '/api/training-plans', headers: me.headers });
    expect(res.json()).toEqual([
      expect.objectContaining({ name: 'Sydney Half', status: 'active', startDate: '2026-01-05' }),
    ]);
    expect((await app.inject({ url: '/api/training-plans' })).statusCode).toBe(401);
  });
});

describe('robots.txt and sitemap.xml', () => {
  it('lists static pages, upcoming public events and published news', async () => {
    const upcoming = await createEvent(database.db, { title: 'Harbour 5K' });
    const cancelled = await createEvent(database.db, { title: 'Off', status: 'cancelled' });
    await database.db
      .insert(newsArticles)
      .values({ title: 'Autumn races', slug: 'autumn-races', content: '...', publishedAt: new Date() });
    const robots = await app.inject({ url: '/robots.txt' });
    expect(robots.body).toContain('Sitemap: http://localhost:5000/sitemap.xml');
    const sitemap = await app.inject({ url: '/sitemap.xml' });
    expect(sitemap.headers['content-type']).toContain('application/xml');
    expect(sitemap.body).toContain('<loc>http://localhost:5000/about</loc>');
    expect(sitemap.body).toContain(`<loc>http://localhost:5000/events/${upcoming.id}</loc>`);
    expect(sitemap.body).not.toContain(`/events/${cancelled.id}<`);
    expect(sitemap.body).toContain('<loc>http://localhost:5000/news/autumn-races</loc>');
  });
});
