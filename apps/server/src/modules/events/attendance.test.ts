import { and, eq } from 'drizzle-orm';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventParticipants, notifications } from '../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../../test/helpers/app.ts';
import { createEvent, createUser, signedInUser, startSession } from '../../../test/helpers/factories.ts';

// E-mails go to this run's own outbox (no SMTP_URL), never into the working tree.
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'stride-events-'));
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ DATA_DIR: dataDir });
});
afterAll(() => ctx.close());

const join = (id: number, headers: Record<string, string>) =>
  ctx.app.inject({ method: 'POST', url: `/api/events/${id}/join`, headers });
const leave = (id: number, headers: Record<string, string>) =>
  ctx.app.inject({ method: 'DELETE', url: `/api/events/${id}/leave`, headers });
const waitlist = (id: number, headers: Record<string, string>) =>
  ctx.app.inject({ method: 'POST', url: `/api/events/${id}/waitlist`, headers });

describe('join, leave and attendance', () => {
  it('joins as attending, is idempotent, and leaves', async () => {
    const event = await createEvent(ctx.database.db);
    const { headers } = await signedInUser(ctx.database.db);
    const first = await join(event.id, headers);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      userAttendanceStatus: 'attending',
      participantCount: 1,
      message: "You've successfully joined the event.",
    });
    expect((await join(event.id, headers)).json().participantCount).toBe(1);
    const left = await leave(event.id, headers);
    expect(left.json()).toMatchObject({
      userAttendanceStatus: null,
      participantCount: 0,
      message: "You've successfully left the event.",
    });
    expect((await leave(event.id, headers)).statusCode).toBe(409);
  });

  it('needs sign-in and an existing event', async () => {
    const event = await createEvent(ctx.database.db);
    expect((await join(event.id, {})).statusCode).toBe(401);
    const { headers } = await signedInUser(ctx.database.db);
    expect((await join(987654, headers)).statusCode).toBe(404);
  });

  it('refuses joining an event that already started', async () => {
    const event = await createEvent(ctx.database.db, { startsAt: new Date(Date.now() - 3600000) });
    const { headers } = await signedInUser(ctx.database.db);
    expect((await join(event.id, headers)).json().error).toBe('event_started');
  });

  it('sets each of the four attendance values; not_attending frees the place', async () => {
    const event = await createEvent(ctx.database.db, { maxParticipants: 1 });
    const a = await signedInUser(ctx.database.db);
    const b = await signedInUser(ctx.database.db);
    for (const status of ['interested', 'maybe', 'attending'] as const) {
      const res = await ctx.app.inject({
        method: 'PATCH',
        url: `/api/events/${event.id}/attendance`,
        headers: a.headers,
        payload: { attendanceStatus: status },
      });
      expect(res.json()).toMatchObject({ userAttendanceStatus: status, participantCount: 1 });
    }
    expect((await join(event.id, b.headers)).statusCode).toBe(409);
    const off = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/events/${event.id}/attendance`,
      headers: a.headers,
      payload: { attendanceStatus: 'not_attending' },
    });
    expect(off.json()).toMatchObject({ userAttendanceStatus: 'not_attending', participantCount: 0 });
    expect((await join(event.id, b.headers)).statusCode).toBe(200);
    const bad = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/events/${event.id}/attendance`,
      headers: a.headers,
      payload: { attendanceStatus: 'going' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields.attendanceStatus).toBeDefined();
  });
});

describe('capacity and waitlist', () => {
  it("answers 'Event Full', queues on the waitlist with positions, and promotes the first runner when a place frees up", async () => {
    const db = ctx.database.db;
    const event = await createEvent(db, { maxParticipants: 2 });
    const [a, b, c, d] = await Promise.all([
      signedInUser(db),
      signedInUser(db),
      signedInUser(db),
      signedInUser(db),
    ]);
    await join(event.id, a!.headers);
    await join(event.id, b!.headers);
    const full = await join(event.id, c!.headers);
    expect(full.statusCode).toBe(409);
    expect(full.json()).toEqual({ error: 'event_full', message: 'Event Full', code: 'events.eventFull' });
    expect((await waitlist(event.id, c!.headers)).json()).toMatchObject({
      userAttendanceStatus: 'waitlisted',
      waitlistPosition: 1,
      participantCount: 2,
    });
    expect((await waitlist(event.id, d!.headers)).json()).toMatchObject({ waitlistPosition: 2 });
    const detail = (await ctx.app.inject({ url: `/api/events/${event.id}`, headers: d!.headers })).json();
    expect(detail).toMatchObject({
      userAttendanceStatus: 'waitlisted',
      waitlistPosition: 2,
      waitlistCount: 2,
      participantCount: 2,
    });
    expect(detail.participants).toHaveLength(2);

    await leave(event.id, a!.headers);
    const promoted = (await ctx.app.inject({ url: `/api/events/${event.id}`, headers: c!.headers })).json();
    expect(promoted).toMatchObject({
      userAttendanceStatus: 'attending',
      waitlistPosition: null,
      participantCount: 2,
      waitlistCount: 1,
    });
    const told = await db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, c!.user.id), eq(notifications.eventId, event.id)));
    expect(told.map((n) => n.type)).toEqual(['waitlist_promoted']);
    // And by e-mail: a delivery job queued with the change.
    expect((await ctx.runJobs()).failed).toEqual([]);
    const outbox = path.join(dataDir, 'outbox');
    await expect
      .poll(() => {
        try {
          return readdirSync(outbox)
            .map((f) => readFileSync(path.join(outbox, f), 'utf8'))
            .filter((m) => m.includes(c!.user.email!)).length;
        } catch {
          return 0;
        }
      })
      .toBe(1);
    expect(
      (await ctx.app.inject({ url: `/api/events/${event.id}`, headers: d!.headers })).json().waitlistPosition,
    ).toBe(1);
  });

  it('promotes waiting runners when the creator raises maxParticipants', async () => {
    const db = ctx.database.db;
    const creator = await signedInUser(db);
    const event = await createEvent(db, { maxParticipants: 1, creatorId: creator.user.id });
    const [a, b] = await Promise.all([signedInUser(db), signedInUser(db)]);
    await join(event.id, a!.headers);
    await waitlist(event.id, b!.headers);
    await ctx.app.inject({
      method: 'PATCH',
      url: `/api/events/${event.id}`,
      headers: creator.headers,
      payload: { maxParticipants: 2 },
    });
    expect(
      (await ctx.app.inject({ url: `/api/events/${event.id}`, headers: b!.headers })).json()
        .userAttendanceStatus,
    ).toBe('attending');
  });

  it('gives exactly 15 places to 100 simultaneous joins', async () => {
    const db = ctx.database.db;
    const event = await createEvent(db);
    expect(event.maxParticipants).toBe(15);
    const runners = await Promise.all(
      Array.from({ length: 100 }, async () => {
        const user = await createUser(db);
        return { cookie: `stride_sid=${await startSession(db, user.id)}` };
      }),
    );
    const results = await Promise.all(runners.map((headers) => join(event.id, headers)));
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(15);
    expect(codes.filter((c) => c === 409)).toHaveLength(85);
    const rows = await db.select().from(eventParticipants).where(eq(eventParticipants.eventId, event.id));
    expect(rows).toHaveLength(15);
    expect((await ctx.app.inject({ url: `/api/events/${event.id}` })).json().participantCount).toBe(15);
  });

  it('never overfills when 100 runners join the waitlist and the attendees leave at the same time', async () => {
    const db = ctx.database.db;
    const event = await createEvent(db, { maxParticipants: 5 });
    const runners = await Promise.all(Array.from({ length: 40 }, () => signedInUser(db)));
    await Promise.all(runners.slice(0, 20).map((r) => waitlist(event.id, r.headers)));
    await Promise.all([
      ...runners.slice(0, 3).map((r) => leave(event.id, r.headers)),
      ...runners.slice(20).map((r) => waitlist(event.id, r.headers)),
    ]);
    const detail = (await ctx.app.inject({ url: `/api/events/${event.id}` })).json();
    expect(detail.participantCount).toBe(5);
    expect(detail.waitlistCount).toBe(40 - 3 - 5);
  });
});
