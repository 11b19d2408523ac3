import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { accountExportSchema } from '@stride/contracts';
import { createTestApp, type TestContext } from '../../../test/helpers/app.ts';
import { createEvent, createUser, signedInUser, startSession } from '../../../test/helpers/factories.ts';
import {
  auditLog,
  buddyMatches,
  clubChallengeMembers,
  clubChallenges,
  buddyPreferences,
  buddySuggestionLists,
  contactMessages,
  emailVerifications,
  eventComments,
  eventParticipants,
  eventReactions,
  eventReminders,
  eventRemovals,
  newsArticles,
  newsArticleViews,
  newsletterDeliveries,
  newsletters,
  newsletterSubscriptions,
  newsletterUnsubscribeTokens,
  notificationDigestItems,
  notifications,
  pushSubscriptions,
  reports,
  runclubMembers,
  runclubs,
  sessions,
  stravaClubSync,
  trainingAdjustments,
  trainingCheckIns,
  trainingPlans,
  userBlocks,
  userGoals,
  userNotificationSettings,
  userRoles,
  workoutFeedback,
  activities,
} from '../../db/schema/index.ts';

// Issue 25, defect 6: the export is everything Stride holds about the runner, in the contract's shape,
// with no secret and nothing that is someone else's.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const db = () => ctx.database.db;
const hex = () => randomBytes(32).toString('hex');
const exportOf = (headers: Record<string, string>) =>
  ctx.app.inject({ url: '/api/users/me/export', headers });

/** A runner with a row in every table that holds a runner's data, and the secrets and others' data beside them. */
async function runnerWithEverything() {
  const secrets = {
    stravaAccess: `strava-access-${hex()}`,
    stravaRefresh: `strava-refresh-${hex()}`,
    pushToken: `device-push-${hex()}`,
    calendarHash: hex(),
    verificationHash: hex(),
    confirmHash: hex(),
    unsubscribeHash: hex(),
    pushPath: `fcm/send/${hex()}`,
    p256dh: `B${hex()}`,
    pushAuth: hex().slice(0, 22),
  };
  // Others' data that must stay out of this runner's export.
  const theirs = {
    adminNote: 'Private note about Mira for staff only',
    modNote: 'Moderator note on the report Mira filed',
    reportAboutMe: 'Mira keeps messaging me after I said no',
    otherInbox: 'A notice in Olive’s inbox about Mira',
    storedSuggestion: 4.56,
  };
  const admin = await createUser(db(), { firstName: 'Ada', lastName: 'Adminson' });
  const other = await createUser(db(), { firstName: 'Olive', lastName: 'Otherlast' });
  const friend = await createUser(db(), { firstName: 'Fern', lastName: 'Friendlast' });
  const blocker = await createUser(db(), { firstName: 'Bram', lastName: 'Blockerlast' });
  const pest = await createUser(db(), { firstName: 'Pat', lastName: 'Pestlast' });
  const me = await signedInUser(db(), {
    firstName: 'Mira',
    lastName: 'Exporter',
    passwordHash: '$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHQ$aGFzaGhhc2hoYXNo',
    bio: 'Harbour runner',
    preferredPace: '5:15',
    experienceLevel: 'intermediate',
    availabilityDays: ['tuesday', 'saturday'],
    preferredTime: 'early_morning',
    runningGoals: ['half_marathon'],
    heatmapOptOut: true,
    language: 'fr',
    stravaAthleteId: String(Date.now()),
    stravaAccessToken: secrets.stravaAccess,
    stravaRefreshToken: secrets.stravaRefresh,
    pushToken: secrets.pushToken,
    calendarFeedTokenHash: secrets.calendarHash,
  });
  const id = me.user.id;
  await startSession(db(), id);

  await db()
    .insert(userRoles)
    .values([
      { userId: id, role: 'author', grantedBy: admin.id },
      { userId: other.id, role: 'moderator', grantedBy: id },
    ]);
  await db()
    .insert(auditLog)
    .values([
      {
        actorId: admin.id,
        action: 'role_granted',
        targetType: 'user',
        targetId: id,
        note: theirs.adminNote,
        details: { role: 'author' },
      },
      {
        actorId: id,
        action: 'role_granted',
        targetType: 'user',
        targetId: other.id,
        details: { role: 'moderator' },
      },
    ]);
  await db()
    .insert(emailVerifications)
    .values({
      userId: id,
      email: me.user.email!,
      verificationToken: secrets.verificationHash,
      purpose: 'reset',
      expiresAt: new Date(Date.now() + 3600_000),
    });
  await db().insert(userGoals).values({ userId: id, eventName: 'Sydney Half', distance: 'half_marathon' });
  const [plan] = await db()
    .insert(trainingPlans)
    .values({ userId: id, name: 'Half plan', startDate: '2030-01-07', weeklySchedule: { weeks: 12 } })
    .returning();
  const [run] = await db()
    .insert(activities)
    .values({
      userId: id,
      source: 'upload',
      name: 'Morning run',
      startedAt: new Date('2030-01-07T20:00:00Z'),
      startDate: '2030-01-08 07:00:00',
      distanceKm: 8.5,
      movingTimeSec: 2890,
      elapsedTimeSec: 2950,
      avgPaceSecPerKm: 340,
      trainingPlanId: plan!.id,
      workoutDate: '2030-01-08',
    })
    .returning();
  await db().insert(workoutFeedback).values({
    userId: id,
    trainingPlanId: plan!.id,
    workoutDate: '2030-01-08',
    completed: true,
    actualDistance: 8.5,
    notes: 'Felt strong',
    activityId: run!.id,
  });
  await db()
    .insert(trainingCheckIns)
    .values({ userId: id, trainingPlanId: plan!.id, checkInDate: '2030-01-09', status: 'tired', days: 3 });
  await db().insert(trainingAdjustments).values({
    userId: id,
    trainingPlanId: plan!.id,
    adjustmentDate: '2030-01-09',
    adjustmentType: 'ease',
    key: 'ease:2030-01-09',
    reasonCode: 'tired',
    reason: 'Eased after a hard week',
  });

  const own = await createEvent(db(), { title: 'Mira long run', creatorId: id, createdBy: 'Mira Exporter' });
  const theirsEvent = await createEvent(db(), {
    title: 'Olive tempo',
    creatorId: other.id,
    createdBy: 'Olive Otherlast',
  });
  const offRun = await createEvent(db(), {
    title: 'Olive hills',
    creatorId: other.id,
    createdBy: 'Olive Otherlast',
  });
  await db()
    .insert(eventParticipants)
    .values({ eventId: theirsEvent.id, userId: id, attendanceStatus: 'attending' });
  await db()
    .insert(eventComments)
    .values({ eventId: theirsEvent.id, userId: id, content: 'See you at the steps' });
  await db().insert(eventReactions).values({ eventId: theirsEvent.id, userId: id, emoji: '🔥' });
  await db()
    .insert(eventReminders)
    .values({ eventId: theirsEvent.id, userId: id, startsAt: theirsEvent.startsAt });
  await db()
    .insert(eventRemovals)
    .values([
      { eventId: offRun.id, userId: id, removedBy: other.id },
      { eventId: own.id, userId: pest.id, removedBy: id },
    ]);

  const [myClub] = await db()
    .insert(runclubs)
    .values({ name: 'Mira Milers', location: 'Bondi, NSW 2026', createdBy: id })
    .returning();
  const [otherClub] = await db()
    .insert(runclubs)
    .values({ name: 'Olive Club', location: 'Manly, NSW 2095', createdBy: other.id })
    .returning();
  await db()
    .insert(runclubMembers)
    .values([
      { runclubId: myClub!.id, userId: id, role: 'owner' },
      { runclubId: otherClub!.id, userId: id, role: 'member' },
    ]);
  await db()
    .insert(stravaClubSync)
    .values({ runclubId: myClub!.id, clubId: '777', clubName: 'Mira Milers on Strava', linkedBy: id });
  // A challenge they set for their club, and one they took part in at the other club.
  const challenge = (runclubId: number, createdBy: string, title: string) => ({
    runclubId,
    createdBy,
    title,
    metric: 'runs_attended',
    target: '8',
    startDate: '2030-01-01',
    endDate: '2030-01-31',
  });
  await db()
    .insert(clubChallenges)
    .values(challenge(myClub!.id, id, 'Mira Milers January'));
  const [joined] = await db()
    .insert(clubChallenges)
    .values(challenge(otherClub!.id, other.id, 'Olive Club summer'))
    .returning();
  await db().insert(clubChallengeMembers).values({ challengeId: joined!.id, userId: id });

  const [notice] = await db()
    .insert(notifications)
    .values({
      userId: id,
      actorId: friend.id,
      type: 'buddy_request',
      title: 'New buddy request',
      message: 'Fern would like to be your running buddy.',
    })
    .returning();
  await db().insert(notifications).values({
    userId: other.id,
    actorId: id,
    type: 'buddy_request',
    title: 'New buddy request',
    message: theirs.otherInbox,
  });
  await db()
    .insert(notificationDigestItems)
    .values({ notificationId: notice!.id, channel: 'email', userId: id });
  await db().insert(userNotificationSettings).values({ userId: id, reminderHours: 12 });
  await db()
    .insert(pushSubscriptions)
    .values({
      userId: id,
      endpoint: `https://fcm.googleapis.com/${secrets.pushPath}`,
      p256dh: secrets.p256dh,
      auth: secrets.pushAuth,
    });

  await db().insert(buddyPreferences).values({ userId: id, maxDistance: 10 });
  await db()
    .insert(buddySuggestionLists)
    .values({
      userId: id,
      suggestions: [{ id: other.id, distanceKm: theirs.storedSuggestion, score: 80, reasons: [] }],
      runnerIds: [other.id],
    });
  await db()
    .insert(buddyMatches)
    .values([
      { requesterId: id, recipientId: other.id, message: 'Sunday long run?' },
      {
        requesterId: friend.id,
        recipientId: id,
        status: 'accepted',
        message: 'Tuesday tempo?',
        matchedAt: new Date(),
        respondedAt: new Date(),
      },
    ]);
  await db()
    .insert(userBlocks)
    .values([
      { blockerId: id, blockedId: pest.id },
      { blockerId: blocker.id, blockedId: id },
    ]);

  await db()
    .insert(reports)
    .values([
      {
        reporterId: id,
        targetType: 'user',
        targetId: pest.id,
        reason: 'harassment',
        details: 'Pat keeps commenting on my runs',
        status: 'hidden',
        resolvedBy: admin.id,
        resolvedAt: new Date(),
        resolutionNote: theirs.modNote,
      },
      {
        reporterId: other.id,
        targetType: 'user',
        targetId: id,
        reason: 'harassment',
        details: theirs.reportAboutMe,
      },
      {
        reporterId: friend.id,
        targetType: 'event',
        targetId: String(theirsEvent.id),
        reason: 'spam',
        status: 'dismissed',
        resolvedBy: id,
        resolvedAt: new Date(),
        resolutionNote: 'A real run, not spam',
      },
    ]);

  const [article] = await db()
    .insert(newsArticles)
    .values({
      title: 'Mira on hills',
      slug: `mira-on-hills-${hex().slice(0, 8)}`,
      content: '# Hills',
      authorId: id,
      publishedAt: new Date(),
    })
    .returning();
  await db().insert(newsArticleViews).values({ articleId: article!.id, visitor: id, day: '2030-01-10' });

  const [subscription] = await db()
    .insert(newsletterSubscriptions)
    .values({
      userId: id,
      email: me.user.email!,
      isSubscribed: true,
      confirmedAt: new Date(),
      confirmTokenHash: secrets.confirmHash,
    })
    .returning();
  await db()
    .insert(newsletterUnsubscribeTokens)
    .values({ tokenHash: secrets.unsubscribeHash, subscriptionId: subscription!.id });
  const [issue] = await db()
    .insert(newsletters)
    .values({ subject: 'March news', body: 'Autumn races', sentBy: id, recipientCount: 1 })
    .returning();
  await db()
    .insert(newsletterDeliveries)
    .values({ newsletterId: issue!.id, subscriptionId: subscription!.id, sentAt: new Date() });
  // One message sent signed in, one signed out under the runner's (verified) address.
  await db()
    .insert(contactMessages)
    .values([
      { userId: id, name: 'Mira', email: me.user.email!, subject: 'Hello', message: 'Love the app' },
      {
        userId: null,
        name: 'Mira',
        email: me.user.email!.toUpperCase(),
        subject: 'Before',
        message: 'Signed out',
      },
    ]);

  return { ...me, secrets, theirs, admin, other, friend, blocker, pest, own, offRun };
}

/** The field names a section's rows have in the contract. */
function contractKeys(schema: z.ZodType): string[] {
  if (schema instanceof z.ZodArray) return contractKeys(schema.element as z.ZodType);
  if (schema instanceof z.ZodNullable) return contractKeys(schema.unwrap() as z.ZodType);
  if (schema instanceof z.ZodObject) return Object.keys(schema.shape).sort();
  return [];
}

describe('GET /api/users/me/export', () => {
  it('asks who is there', async () => {
    expect((await ctx.app.inject({ url: '/api/users/me/export' })).statusCode).toBe(401);
  });

  it('holds every section, each row exactly in the shape of the contract', async () => {
    const { headers } = await runnerWithEverything();
    const res = await exportOf(headers);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="stride-export-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    expect(res.headers['cache-control']).toBe('no-store');
    const data = res.json();
    expect(Object.keys(data).sort()).toEqual(Object.keys(accountExportSchema.shape).sort());
    for (const [name, schema] of Object.entries(accountExportSchema.shape)) {
      const value = data[name];
      if (schema instanceof z.ZodArray) {
        // Every section has this runner's rows: each section's query runs and finds them.
        expect(value.length, name).toBeGreaterThan(0);
        for (const row of value) expect(Object.keys(row).sort(), name).toEqual(contractKeys(schema));
      } else if (contractKeys(schema).length) {
        expect(Object.keys(value).sort(), name).toEqual(contractKeys(schema));
      }
    }
    // Nothing the response schema would have dropped or changed on the way out.
    expect(accountExportSchema.parse(data)).toEqual(data);
  });

  it('tells the runner their running profile and settings, and what they did and were sent', async () => {
    const r = await runnerWithEverything();
    const data = (await exportOf(r.headers)).json();
    expect(data.account).toMatchObject({
      id: r.user.id,
      email: r.user.email,
      firstName: 'Mira',
      preferredPace: '5:15',
      availabilityDays: ['tuesday', 'saturday'],
      preferredTime: 'early_morning',
      heatmapOptOut: true,
      language: 'fr',
      hasPassword: true,
      hasStravaTokens: true,
      hasPushToken: true,
      hasCalendarFeed: true,
    });
    expect(data.notificationSettings).toMatchObject({ reminderHours: 12 });
    expect(data.buddyPreferences).toMatchObject({ maxDistance: 10, isActive: true });
    expect(data.sessions).toHaveLength(2);
    expect(data.sessions.filter((s: { current: boolean }) => s.current)).toHaveLength(1);
    expect(data.roles).toEqual([{ role: 'author', grantedAt: expect.any(String) }]);
    expect(data.rolesGranted).toEqual([
      { runnerId: r.other.id, role: 'moderator', grantedAt: expect.any(String) },
    ]);
    expect(data.emailTokens).toEqual([expect.objectContaining({ purpose: 'reset', email: r.user.email })]);
    expect(data.workoutFeedback[0]).toMatchObject({ actualDistance: 8.5, notes: 'Felt strong' });
    expect(data.eventsCreated.map((e: { id: number }) => e.id)).toEqual([r.own.id]);
    expect(data.removedFromEvents).toEqual([
      { eventId: r.offRun.id, title: 'Olive hills', removedAt: expect.any(String) },
    ]);
    expect(data.runnersRemoved).toEqual([
      { eventId: r.own.id, runnerId: r.pest.id, removedAt: expect.any(String) },
    ]);
    expect(data.clubMemberships.map((c: { role: string }) => c.role).sort()).toEqual(['member', 'owner']);
    expect(data.stravaClubLinks[0]).toMatchObject({ clubId: '777', clubName: 'Mira Milers on Strava' });
    expect(data.pushSubscriptions).toEqual([
      { pushService: 'https://fcm.googleapis.com', createdAt: expect.any(String) },
    ]);
    // Buddy requests both ways, with the other runner's id and first name only.
    expect(data.buddyRequests).toEqual([
      expect.objectContaining({
        direction: 'sent',
        otherRunner: { id: r.other.id, firstName: 'Olive' },
        status: 'pending',
        message: 'Sunday long run?',
      }),
      expect.objectContaining({
        direction: 'received',
        otherRunner: { id: r.friend.id, firstName: 'Fern' },
        status: 'accepted',
        message: 'Tuesday tempo?',
      }),
    ]);
    expect(data.blocks).toEqual([{ blockedRunnerId: r.pest.id, createdAt: expect.any(String) }]);
    expect(data.reportsFiled).toEqual([
      expect.objectContaining({ targetType: 'user', targetId: r.pest.id, status: 'hidden' }),
    ]);
    expect(data.reportsResolved).toEqual([
      expect.objectContaining({ resolutionNote: 'A real run, not spam' }),
    ]);
    expect(data.auditLogActions).toEqual([expect.objectContaining({ targetId: r.other.id })]);
    expect(data.auditLogAboutYou).toEqual([
      {
        id: expect.any(Number),
        action: 'role_granted',
        reportId: null,
        details: { role: 'author' },
        createdAt: expect.any(String),
      },
    ]);
    expect(data.newsArticlesRead).toEqual([expect.objectContaining({ day: '2030-01-10' })]);
    expect(data.newslettersReceived).toEqual([expect.objectContaining({ subject: 'March news' })]);
    expect(data.contactMessages.map((m: { subject: string }) => m.subject)).toEqual(['Hello', 'Before']);
    const withheld = data.withheld.map((w: { column: string }) => w.column);
    expect(withheld).toEqual(
      expect.arrayContaining([
        'users.password_hash',
        'users.strava_access_token',
        'user_blocks.blocked_id',
        'reports.target_id',
        'push_subscriptions.auth',
        'buddy_suggestion_lists.user_id',
      ]),
    );
  });

  it('holds no secret, and nothing that is someone else’s', async () => {
    const r = await runnerWithEverything();
    const body = (await exportOf(r.headers)).body;
    const sids = await db()
      .select({ sid: sessions.sid })
      .from(sessions)
      .where(eq(sessions.userId, r.user.id));
    for (const secret of [...Object.values(r.secrets), ...sids.map((s) => s.sid), '$argon2'])
      expect(body, 'a secret').not.toContain(secret);
    for (const [what, text] of Object.entries(r.theirs)) expect(body, what).not.toContain(String(text));
    // Who blocked the runner, who granted their role and who decided their report, and others' full names.
    for (const someone of [r.blocker.id, r.admin.id]) expect(body).not.toContain(someone);
    for (const lastName of ['Otherlast', 'Friendlast', 'Blockerlast', 'Adminson'])
      expect(body).not.toContain(lastName);
  });

  it('counts a signed-out message under the address as the runner’s only once the address is verified', async () => {
    const unverified = await signedInUser(db(), { emailVerified: false });
    await db().insert(contactMessages).values({
      name: 'Someone',
      email: unverified.user.email!,
      subject: 'Not theirs yet',
      message: 'Sent before anyone proved they own this address',
    });
    expect((await exportOf(unverified.headers)).json().contactMessages).toEqual([]);
  });

  it('takes one statement per section, however much the runner has', async () => {
    const { user, headers } = await signedInUser(db());
    const runs = await Promise.all(
      Array.from({ length: 40 }, (_, i) => createEvent(db(), { title: `Run ${i}` })),
    );
    await db()
      .insert(eventParticipants)
      .values(runs.map((e) => ({ eventId: e.id, userId: user.id })));
    await db()
      .insert(notifications)
      .values(
        Array.from({ length: 3000 }, (_, i) => ({
          userId: user.id,
          type: 'test_notification',
          title: 'Test notification',
          message: `Notice ${i}`,
        })),
      );
    const statements = countStatements();
    const res = await exportOf(headers);
    const counted = statements.stop();
    expect(res.statusCode).toBe(200);
    expect(res.json().notifications).toHaveLength(3000);
    expect(res.json().eventsJoined).toHaveLength(40);
    // The session lookup, the runner's row, one per section; none per row.
    expect(counted).toBeLessThan(Object.keys(accountExportSchema.shape).length + 10);
  });
});

/**
 * Counts the statements the app's database runs until `stop`: every query, transactions' included, goes
 * through the driver session's prepareQuery (a transaction gets a session of the same class).
 */
function countStatements() {
  let count = 0;
  type Session = { prepareQuery: (...args: unknown[]) => unknown };
  const proto = Object.getPrototypeOf(
    (ctx.database.db as unknown as { session: Session }).session,
  ) as Session;
  const original = proto.prepareQuery;
  proto.prepareQuery = function (this: Session, ...args: unknown[]) {
    count += 1;
    return original.apply(this, args);
  };
  return {
    stop: () => {
      proto.prepareQuery = original;
      return count;
    },
  };
}
