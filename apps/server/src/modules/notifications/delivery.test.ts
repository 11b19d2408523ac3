import Fastify from 'fastify';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testConfig } from '../../../test/helpers/app.ts';
import { createEvent, createUser } from '../../../test/helpers/factories.ts';
import type { Database } from '../../db/client.ts';
import { notifications } from '../../db/schema/index.ts';
import type { MailMessage } from '../../lib/mailer.ts';
import { createServices, type Services } from '../../services.ts';
import { noticeDeliveryJob } from './delivery.jobs.ts';
import type { ChannelName, NoticeType, Recipient } from './notice.ts';
import type { DeliveryPreferences } from './preferences.ts';

// The delivery module on its own, with a stand-in for the runners' preferences.
let database: Database;
let services: Services;
const sent: MailMessage[] = [];
const wanted = new Map<string, boolean>();
const quietUntil = new Map<string, Date>();
const asked: Array<[string, NoticeType, ChannelName]> = [];

const preferences: DeliveryPreferences = {
  async wants(recipient: Recipient, type, channel) {
    asked.push([recipient.id, type, channel]);
    return wanted.get(recipient.id) ?? true;
  },
  async reachableFrom(recipient, now) {
    return quietUntil.get(recipient.id) ?? now;
  },
  async digestAt() {
    return null;
  },
  async wantsDigestEmail() {
    return true;
  },
};

beforeAll(async () => {
  database = await createTestDatabase();
  services = createServices(database, testConfig(), {
    mailer: { send: async (m) => void sent.push(m), close: () => {} },
    log: Fastify({ logger: false }).log,
    sessionSecret: 'x'.repeat(40),
    preferences,
  });
  await services.jobs.start({ workers: false });
});
afterAll(async () => {
  await services.jobs.stop();
  await database.close();
});

async function notice(userId: string) {
  const event = await createEvent(database.db, { title: 'Harbour 10k', date: '2031-05-04' });
  return {
    userId,
    type: 'event_cancelled' as const,
    event: { id: event.id, title: event.title, date: event.date },
  };
}

const rowsFor = (userId: string) =>
  database.db.select().from(notifications).where(eq(notifications.userId, userId));

describe('notification delivery', () => {
  it('writes nothing and sends nothing when the change rolls back', async () => {
    const runner = await createUser(database.db);
    const n = await notice(runner.id);
    await expect(
      database.db.transaction(async (tx) => {
        await services.delivery.deliver(tx, [n]);
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await rowsFor(runner.id)).toEqual([]);
    expect(await services.jobs.unfinished(database.db, noticeDeliveryJob)).toEqual([]);
  });

  it('writes the in-app row at once and e-mails a verified runner from the job', async () => {
    const runner = await createUser(database.db, { firstName: 'Ava' });
    const n = await notice(runner.id);
    await database.db.transaction((tx) => services.delivery.deliver(tx, [n]));
    const [row] = await rowsFor(runner.id);
    expect(row).toMatchObject({
      type: 'event_cancelled',
      eventId: n.event.id,
      title: 'Event cancelled',
      // Stored in English; the event's local date as people write it (the e-mail adds its time and zone).
      message: 'Harbour 10k on Sunday 4 May has been cancelled.',
      isRead: false,
    });
    expect(sent).toHaveLength(0);

    // One job per channel: e-mail, and web push (skipped: no subscription).
    expect(await services.jobs.runDue()).toEqual({ completed: 2, failed: [] });
    expect(asked).toContainEqual([runner.id, 'event_cancelled', 'email']);
    const mail = sent.find((m) => m.to === runner.email)!;
    expect(mail.subject).toBe('Event cancelled');
    expect(mail.text).toMatch(/Hi Ava, Harbour 10k on Sunday 4 May at 6:30\s?am AEST has been cancelled\./);
    expect(mail.text).toContain(`http://localhost:5000/events/${n.event.id}`);
  });

  it('sends no e-mail to an unverified address, or to a runner who does not want it', async () => {
    sent.length = 0;
    const unverified = await createUser(database.db, { emailVerified: false });
    const optedOut = await createUser(database.db);
    wanted.set(optedOut.id, false);
    const notices = await Promise.all([notice(unverified.id), notice(optedOut.id)]);
    await database.db.transaction((tx) => services.delivery.deliver(tx, notices));
    expect(await services.jobs.runDue()).toEqual({ completed: 4, failed: [] });
    expect(sent).toEqual([]);
    // In-app, everyone is told.
    expect(await rowsFor(unverified.id)).toHaveLength(1);
    expect(await rowsFor(optedOut.id)).toHaveLength(1);
  });

  it('holds an e-mail until the runner can be reached again (quiet hours)', async () => {
    sent.length = 0;
    const runner = await createUser(database.db);
    const morning = new Date(Date.now() + 8 * 3600_000);
    quietUntil.set(runner.id, morning);
    const n = await notice(runner.id);
    await database.db.transaction((tx) => services.delivery.deliver(tx, [n]));
    await services.jobs.runDue();
    expect(sent).toEqual([]);
    const [held] = await services.jobs.unfinished(database.db, noticeDeliveryJob);
    expect(held!.startAfter.getTime()).toBe(morning.getTime());

    quietUntil.delete(runner.id);
    await services.jobs.runDue({ ignoreStartAfter: true });
    expect(sent.map((m) => m.to)).toEqual([runner.email]);
  });

  it('skips a notice whose runner is gone by the time the job runs', async () => {
    sent.length = 0;
    const runner = await createUser(database.db);
    const n = await notice(runner.id);
    await database.db.transaction((tx) => services.delivery.deliver(tx, [n]));
    await database.db.delete(notifications).where(eq(notifications.userId, runner.id));
    expect(await services.jobs.runDue()).toEqual({ completed: 2, failed: [] });
    expect(sent).toEqual([]);
  });
});
