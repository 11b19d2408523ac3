import { and, asc, eq, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  activities,
  auditLog,
  buddyMatches,
  clubChallengeMembers,
  clubChallenges,
  buddyPreferences,
  contactMessages,
  emailVerifications,
  eventComments,
  eventParticipants,
  eventReactions,
  eventReminders,
  eventRemovals,
  events,
  newsArticles,
  newsArticleViews,
  newsletterDeliveries,
  newsletters,
  newsletterSubscriptions,
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
  users,
  workoutFeedback,
} from '../../db/schema/index.ts';
import { SESSION_TTL_MS } from '../auth/index.ts';
import { ACCOUNT_FIELDS } from './export-registry.ts';

/** A row as JSON carries it: instants become ISO strings. */
type JsonValue<V> = V extends Date ? string : V;
export type JsonRow<T> = { [K in keyof T]: JsonValue<T[K]> };

function json<T extends Record<string, unknown>>(row: T): JsonRow<T> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(row))
    out[key] = value instanceof Date ? value.toISOString() : value;
  return out as JsonRow<T>;
}
const jsonRows = <T extends Record<string, unknown>>(rows: T[]) => rows.map(json);

/** The users row's exported columns (ACCOUNT_FIELDS), and whether each secret is set. */
const exportedUserColumns = Object.fromEntries(
  Object.entries(ACCOUNT_FIELDS)
    .filter(([, how]) => how === 'export')
    .map(([field]) => [field, users[field as keyof typeof ACCOUNT_FIELDS]]),
) as {
  [
    K in keyof typeof ACCOUNT_FIELDS as (typeof ACCOUNT_FIELDS)[K] extends 'export' ? K : never
  ]: (typeof users)[K];
};

const isSet = (column: (typeof users)[keyof typeof users._.columns]) => sql<boolean>`(${column} is not null)`;

export interface ExportScope {
  userId: string;
  /** The runner's address when verified: newsletter sign-ups and contact messages sent under it count as theirs. */
  verifiedEmail: string | null;
  /** The session asking, so the export can mark it. */
  sessionId: string;
}

/**
 * Everything Stride holds about a runner, one statement per section (in the caller's read-only
 * snapshot), never one per row: a runner with years of plans and notices exports in a few dozen
 * statements. Which table lands in which section is export-registry.ts; the section shapes are
 * accountExportSchema (contracts).
 */
export async function exportSections(db: Executor, scope: ExportScope) {
  const me = scope.userId;
  const byAddress = (column: typeof newsletterSubscriptions.email | typeof contactMessages.email) =>
    scope.verifiedEmail ? sql`lower(${column}) = lower(${scope.verifiedEmail})` : sql`false`;
  const ownSubscription = or(
    eq(newsletterSubscriptions.userId, me),
    byAddress(newsletterSubscriptions.email),
  );
  const other = sql`case when ${buddyMatches.requesterId} = ${me} then ${buddyMatches.recipientId} else ${buddyMatches.requesterId} end`;

  const [
    account,
    roles,
    rolesGranted,
    sessionRows,
    emailTokens,
    goals,
    plans,
    feedback,
    runs,
    checkIns,
    adjustments,
    created,
    joined,
    comments,
    reactions,
    removedFrom,
    removed,
    reminders,
    memberships,
    clubsCreated,
    challengesCreated,
    challengesJoined,
    stravaLinks,
    notices,
    held,
    settings,
    push,
    buddyPrefs,
    buddyRequests,
    blocks,
    filed,
    resolved,
    actions,
    aboutYou,
    articles,
    articlesRead,
    newsletter,
    received,
    sent,
    contact,
  ] = await Promise.all([
    db
      .select({
        ...exportedUserColumns,
        hasPassword: isSet(users.passwordHash),
        hasStravaTokens: sql<boolean>`(${users.stravaAccessToken} is not null or ${users.stravaRefreshToken} is not null)`,
        hasPushToken: isSet(users.pushToken),
        hasCalendarFeed: isSet(users.calendarFeedTokenHash),
      })
      .from(users)
      .where(eq(users.id, me)),
    db
      .select({ role: userRoles.role, grantedAt: userRoles.grantedAt })
      .from(userRoles)
      .where(eq(userRoles.userId, me))
      .orderBy(asc(userRoles.grantedAt)),
    db
      .select({ runnerId: userRoles.userId, role: userRoles.role, grantedAt: userRoles.grantedAt })
      .from(userRoles)
      .where(eq(userRoles.grantedBy, me))
      .orderBy(asc(userRoles.grantedAt)),
    db
      .select({
        sid: sessions.sid,
        createdAt: sql<string | null>`${sessions.sess} ->> 'createdAt'`,
        expire: sessions.expire,
        userAgent: sql<string | null>`${sessions.sess} ->> 'userAgent'`,
        authMethod: sql<string | null>`${sessions.sess} ->> 'authMethod'`,
      })
      .from(sessions)
      .where(eq(sessions.userId, me))
      .orderBy(asc(sessions.expire)),
    db
      .select({
        id: emailVerifications.id,
        purpose: emailVerifications.purpose,
        email: emailVerifications.email,
        isVerified: emailVerifications.isVerified,
        verifiedAt: emailVerifications.verifiedAt,
        expiresAt: emailVerifications.expiresAt,
        createdAt: emailVerifications.createdAt,
        updatedAt: emailVerifications.updatedAt,
      })
      .from(emailVerifications)
      .where(eq(emailVerifications.userId, me))
      .orderBy(asc(emailVerifications.id)),
    db
      .select({
        id: userGoals.id,
        eventName: userGoals.eventName,
        eventDate: userGoals.eventDate,
        targetTime: userGoals.targetTime,
        distance: userGoals.distance,
        difficulty: userGoals.difficulty,
        status: userGoals.status,
        notes: userGoals.notes,
        createdAt: userGoals.createdAt,
        updatedAt: userGoals.updatedAt,
      })
      .from(userGoals)
      .where(eq(userGoals.userId, me))
      .orderBy(asc(userGoals.id)),
    db
      .select({
        id: trainingPlans.id,
        goalId: trainingPlans.goalId,
        templateId: trainingPlans.templateId,
        name: trainingPlans.name,
        nameCustom: trainingPlans.nameCustom,
        goal: trainingPlans.goal,
        planType: trainingPlans.planType,
        duration: trainingPlans.duration,
        currentWeek: trainingPlans.currentWeek,
        status: trainingPlans.status,
        startDate: trainingPlans.startDate,
        endDate: trainingPlans.endDate,
        weeklySchedule: trainingPlans.weeklySchedule,
        preferences: trainingPlans.preferences,
        progressData: trainingPlans.progressData,
        createdAt: trainingPlans.createdAt,
        updatedAt: trainingPlans.updatedAt,
      })
      .from(trainingPlans)
      .where(eq(trainingPlans.userId, me))
      .orderBy(asc(trainingPlans.id)),
    db
      .select({
        id: workoutFeedback.id,
        trainingPlanId: workoutFeedback.trainingPlanId,
        workoutDate: workoutFeedback.workoutDate,
        workoutType: workoutFeedback.workoutType,
        plannedDistance: workoutFeedback.plannedDistance,
        actualDistance: workoutFeedback.actualDistance,
        plannedDuration: workoutFeedback.plannedDuration,
        actualDuration: workoutFeedback.actualDuration,
        completed: workoutFeedback.completed,
        difficultyRating: workoutFeedback.difficultyRating,
        effortRating: workoutFeedback.effortRating,
        enjoymentRating: workoutFeedback.enjoymentRating,
        paceAchieved: workoutFeedback.paceAchieved,
        notes: workoutFeedback.notes,
        weatherConditions: workoutFeedback.weatherConditions,
        energyLevel: workoutFeedback.energyLevel,
        recoveryRating: workoutFeedback.recoveryRating,
        activityId: workoutFeedback.activityId,
        createdAt: workoutFeedback.createdAt,
        updatedAt: workoutFeedback.updatedAt,
      })
      .from(workoutFeedback)
      .where(eq(workoutFeedback.userId, me))
      .orderBy(asc(workoutFeedback.id)),
    db
      .select({
        id: activities.id,
        source: activities.source,
        stravaActivityId: activities.stravaActivityId,
        sportType: activities.sportType,
        name: activities.name,
        startedAt: activities.startedAt,
        startDate: activities.startDate,
        distanceKm: activities.distanceKm,
        movingTimeSec: activities.movingTimeSec,
        elapsedTimeSec: activities.elapsedTimeSec,
        avgPaceSecPerKm: activities.avgPaceSecPerKm,
        elevationGainM: activities.elevationGainM,
        avgHeartRate: activities.avgHeartRate,
        trainingPlanId: activities.trainingPlanId,
        workoutDate: activities.workoutDate,
        createdAt: activities.createdAt,
        updatedAt: activities.updatedAt,
      })
      .from(activities)
      .where(eq(activities.userId, me))
      .orderBy(asc(activities.id)),
    db
      .select({
        id: trainingCheckIns.id,
        trainingPlanId: trainingCheckIns.trainingPlanId,
        checkInDate: trainingCheckIns.checkInDate,
        status: trainingCheckIns.status,
        days: trainingCheckIns.days,
        createdAt: trainingCheckIns.createdAt,
      })
      .from(trainingCheckIns)
      .where(eq(trainingCheckIns.userId, me))
      .orderBy(asc(trainingCheckIns.id)),
    db
      .select({
        id: trainingAdjustments.id,
        trainingPlanId: trainingAdjustments.trainingPlanId,
        adjustmentDate: trainingAdjustments.adjustmentDate,
        adjustmentType: trainingAdjustments.adjustmentType,
        key: trainingAdjustments.key,
        reasonCode: trainingAdjustments.reasonCode,
        reason: trainingAdjustments.reason,
        reasonParams: trainingAdjustments.reasonParams,
        previousValue: trainingAdjustments.previousValue,
        newValue: trainingAdjustments.newValue,
        difficultyMultiplier: trainingAdjustments.difficultyMultiplier,
        performanceScore: trainingAdjustments.performanceScore,
        automaticAdjustment: trainingAdjustments.automaticAdjustment,
        weekNumber: trainingAdjustments.weekNumber,
        notes: trainingAdjustments.notes,
        createdAt: trainingAdjustments.createdAt,
      })
      .from(trainingAdjustments)
      .where(eq(trainingAdjustments.userId, me))
      .orderBy(asc(trainingAdjustments.id)),
    // The event as the runner wrote it, without the search point, grid squares and card derived from it.
    db
      .select({
        id: events.id,
        title: events.title,
        description: events.description,
        date: events.date,
        time: events.time,
        timezone: events.timezone,
        startsAt: events.startsAt,
        location: events.location,
        lat: events.lat,
        lng: events.lng,
        distances: events.distances,
        maxParticipants: events.maxParticipants,
        createdBy: events.createdBy,
        status: events.status,
        isClubEvent: events.isClubEvent,
        clubId: events.clubId,
        clubName: events.clubName,
        abilityLevels: events.abilityLevels,
        creatorComments: events.creatorComments,
        isRecurring: events.isRecurring,
        recurringType: events.recurringType,
        recurringEndDate: events.recurringEndDate,
        recurringDaysOfWeek: events.recurringDaysOfWeek,
        parentEventId: events.parentEventId,
        isRace: events.isRace,
        raceCost: events.raceCost,
        raceWebsite: events.raceWebsite,
        isGoalEvent: events.isGoalEvent,
        goalCategory: events.goalCategory,
        difficultyLevel: events.difficultyLevel,
        type: events.type,
        eventType: events.eventType,
        difficulty: events.difficulty,
        terrain: events.terrain,
        privacy: events.privacy,
        meetingPoint: events.meetingPoint,
        eventUrl: events.eventUrl,
        hiddenAt: events.hiddenAt,
        participantCount: events.participantCount,
        waitlistCount: events.waitlistCount,
        paceGroupPaces: events.paceGroupPaces,
        attendanceTakenAt: events.attendanceTakenAt,
        createdAt: events.createdAt,
        updatedAt: events.updatedAt,
      })
      .from(events)
      .where(eq(events.creatorId, me))
      .orderBy(asc(events.id)),
    db
      .select({
        eventId: events.id,
        title: events.title,
        date: events.date,
        time: events.time,
        location: events.location,
        attendanceStatus: eventParticipants.attendanceStatus,
        isWaitlisted: eventParticipants.isWaitlisted,
        joinedAt: eventParticipants.joinedAt,
        confirmedAt: eventParticipants.confirmedAt,
        paceGroupId: eventParticipants.paceGroupId,
        present: eventParticipants.present,
        presentAt: eventParticipants.presentAt,
      })
      .from(eventParticipants)
      .innerJoin(events, eq(events.id, eventParticipants.eventId))
      .where(eq(eventParticipants.userId, me))
      .orderBy(asc(eventParticipants.id)),
    db
      .select({
        id: eventComments.id,
        eventId: eventComments.eventId,
        content: eventComments.content,
        isQuickComment: eventComments.isQuickComment,
        hiddenAt: eventComments.hiddenAt,
        createdAt: eventComments.createdAt,
        updatedAt: eventComments.updatedAt,
      })
      .from(eventComments)
      .where(eq(eventComments.userId, me))
      .orderBy(asc(eventComments.id)),
    db
      .select({
        id: eventReactions.id,
        eventId: eventReactions.eventId,
        emoji: eventReactions.emoji,
        createdAt: eventReactions.createdAt,
      })
      .from(eventReactions)
      .where(eq(eventReactions.userId, me))
      .orderBy(asc(eventReactions.id)),
    db
      .select({ eventId: events.id, title: events.title, removedAt: eventRemovals.createdAt })
      .from(eventRemovals)
      .innerJoin(events, eq(events.id, eventRemovals.eventId))
      .where(eq(eventRemovals.userId, me))
      .orderBy(asc(eventRemovals.createdAt)),
    db
      .select({
        eventId: eventRemovals.eventId,
        runnerId: eventRemovals.userId,
        removedAt: eventRemovals.createdAt,
      })
      .from(eventRemovals)
      .where(eq(eventRemovals.removedBy, me))
      .orderBy(asc(eventRemovals.createdAt)),
    db
      .select({
        eventId: eventReminders.eventId,
        startsAt: eventReminders.startsAt,
        sentAt: eventReminders.sentAt,
      })
      .from(eventReminders)
      .where(eq(eventReminders.userId, me))
      .orderBy(asc(eventReminders.sentAt)),
    db
      .select({
        clubId: runclubs.id,
        name: runclubs.name,
        role: runclubMembers.role,
        joinedAt: runclubMembers.joinedAt,
      })
      .from(runclubMembers)
      .innerJoin(runclubs, eq(runclubs.id, runclubMembers.runclubId))
      .where(eq(runclubMembers.userId, me))
      .orderBy(asc(runclubMembers.id)),
    db
      .select({
        id: runclubs.id,
        name: runclubs.name,
        description: runclubs.description,
        logoUrl: runclubs.logoUrl,
        annualCost: runclubs.annualCost,
        location: runclubs.location,
        lat: runclubs.lat,
        lng: runclubs.lng,
        runDays: runclubs.runDays,
        distances: runclubs.distances,
        abilityLevels: runclubs.abilityLevels,
        comments: runclubs.comments,
        status: runclubs.status,
        memberCount: runclubs.memberCount,
        hiddenAt: runclubs.hiddenAt,
        createdAt: runclubs.createdAt,
        updatedAt: runclubs.updatedAt,
      })
      .from(runclubs)
      .where(eq(runclubs.createdBy, me))
      .orderBy(asc(runclubs.id)),
    db
      .select({
        id: clubChallenges.id,
        runclubId: clubChallenges.runclubId,
        title: clubChallenges.title,
        metric: clubChallenges.metric,
        target: clubChallenges.target,
        startDate: clubChallenges.startDate,
        endDate: clubChallenges.endDate,
        createdAt: clubChallenges.createdAt,
      })
      .from(clubChallenges)
      .where(eq(clubChallenges.createdBy, me))
      .orderBy(asc(clubChallenges.id)),
    db
      .select({
        challengeId: clubChallengeMembers.challengeId,
        runclubId: clubChallenges.runclubId,
        title: clubChallenges.title,
        joinedAt: clubChallengeMembers.joinedAt,
        completedAt: clubChallengeMembers.completedAt,
      })
      .from(clubChallengeMembers)
      .innerJoin(clubChallenges, eq(clubChallenges.id, clubChallengeMembers.challengeId))
      .where(eq(clubChallengeMembers.userId, me))
      .orderBy(asc(clubChallengeMembers.challengeId)),
    db
      .select({
        runclubId: stravaClubSync.runclubId,
        clubId: stravaClubSync.clubId,
        clubName: stravaClubSync.clubName,
        lastSyncAt: stravaClubSync.lastSyncAt,
        lastError: stravaClubSync.lastError,
        isActive: stravaClubSync.isActive,
        syncIntervalHours: stravaClubSync.syncIntervalHours,
        createdAt: stravaClubSync.createdAt,
        updatedAt: stravaClubSync.updatedAt,
      })
      .from(stravaClubSync)
      .where(eq(stravaClubSync.linkedBy, me))
      .orderBy(asc(stravaClubSync.id)),
    db
      .select({
        id: notifications.id,
        type: notifications.type,
        title: notifications.title,
        message: notifications.message,
        eventId: notifications.eventId,
        actorId: notifications.actorId,
        isRead: notifications.isRead,
        scheduledFor: notifications.scheduledFor,
        sentAt: notifications.sentAt,
        createdAt: notifications.createdAt,
      })
      .from(notifications)
      .where(eq(notifications.userId, me))
      .orderBy(asc(notifications.id)),
    db
      .select({
        notificationId: notificationDigestItems.notificationId,
        channel: notificationDigestItems.channel,
        heldAt: notificationDigestItems.heldAt,
      })
      .from(notificationDigestItems)
      .where(eq(notificationDigestItems.userId, me))
      .orderBy(asc(notificationDigestItems.heldAt)),
    db
      .select({
        emailReminders: userNotificationSettings.emailReminders,
        browserNotifications: userNotificationSettings.browserNotifications,
        reminderHours: userNotificationSettings.reminderHours,
        attendanceReminders: userNotificationSettings.attendanceReminders,
        eventUpdates: userNotificationSettings.eventUpdates,
        createdAt: userNotificationSettings.createdAt,
        updatedAt: userNotificationSettings.updatedAt,
      })
      .from(userNotificationSettings)
      .where(eq(userNotificationSettings.userId, me)),
    db
      .select({ endpoint: pushSubscriptions.endpoint, createdAt: pushSubscriptions.createdAt })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, me))
      .orderBy(asc(pushSubscriptions.id)),
    db
      .select({
        maxDistance: buddyPreferences.maxDistance,
        ageRangeMin: buddyPreferences.ageRangeMin,
        ageRangeMax: buddyPreferences.ageRangeMax,
        paceFlexibility: buddyPreferences.paceFlexibility,
        experienceLevelPreference: buddyPreferences.experienceLevelPreference,
        genderPreference: buddyPreferences.genderPreference,
        communicationStyle: buddyPreferences.communicationStyle,
        runningGoalAlignment: buddyPreferences.runningGoalAlignment,
        scheduleFlexibility: buddyPreferences.scheduleFlexibility,
        isActive: buddyPreferences.isActive,
        updatedAt: buddyPreferences.updatedAt,
      })
      .from(buddyPreferences)
      .where(eq(buddyPreferences.userId, me)),
    // Both directions; of the other runner only their id and first name, as the buddy pages show them.
    db
      .select({
        id: buddyMatches.id,
        direction: sql<
          'sent' | 'received'
        >`case when ${buddyMatches.requesterId} = ${me} then 'sent' else 'received' end`,
        otherId: users.id,
        otherFirstName: users.firstName,
        status: buddyMatches.status,
        compatibilityScore: buddyMatches.compatibilityScore,
        message: buddyMatches.message,
        createdAt: buddyMatches.createdAt,
        respondedAt: buddyMatches.respondedAt,
        matchedAt: buddyMatches.matchedAt,
      })
      .from(buddyMatches)
      .innerJoin(users, eq(users.id, other))
      .where(or(eq(buddyMatches.requesterId, me), eq(buddyMatches.recipientId, me)))
      .orderBy(asc(buddyMatches.id)),
    db
      .select({ blockedRunnerId: userBlocks.blockedId, createdAt: userBlocks.createdAt })
      .from(userBlocks)
      .where(eq(userBlocks.blockerId, me))
      .orderBy(asc(userBlocks.createdAt)),
    db
      .select({
        id: reports.id,
        targetType: reports.targetType,
        targetId: reports.targetId,
        reason: reports.reason,
        details: reports.details,
        status: reports.status,
        createdAt: reports.createdAt,
        resolvedAt: reports.resolvedAt,
      })
      .from(reports)
      .where(eq(reports.reporterId, me))
      .orderBy(asc(reports.id)),
    db
      .select({
        id: reports.id,
        targetType: reports.targetType,
        targetId: reports.targetId,
        status: reports.status,
        resolvedAt: reports.resolvedAt,
        resolutionNote: reports.resolutionNote,
      })
      .from(reports)
      .where(eq(reports.resolvedBy, me))
      .orderBy(asc(reports.id)),
    db
      .select({
        id: auditLog.id,
        action: auditLog.action,
        targetType: auditLog.targetType,
        targetId: auditLog.targetId,
        reportId: auditLog.reportId,
        note: auditLog.note,
        details: auditLog.details,
        createdAt: auditLog.createdAt,
      })
      .from(auditLog)
      .where(eq(auditLog.actorId, me))
      .orderBy(asc(auditLog.id)),
    db
      .select({
        id: auditLog.id,
        action: auditLog.action,
        reportId: auditLog.reportId,
        details: auditLog.details,
        createdAt: auditLog.createdAt,
      })
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'user'), eq(auditLog.targetId, me)))
      .orderBy(asc(auditLog.id)),
    db
      .select({
        id: newsArticles.id,
        title: newsArticles.title,
        slug: newsArticles.slug,
        excerpt: newsArticles.excerpt,
        content: newsArticles.content,
        status: newsArticles.status,
        featuredImage: newsArticles.featuredImage,
        tags: newsArticles.tags,
        publishedAt: newsArticles.publishedAt,
        viewCount: newsArticles.viewCount,
        isSticky: newsArticles.isSticky,
        hiddenAt: newsArticles.hiddenAt,
        createdAt: newsArticles.createdAt,
        updatedAt: newsArticles.updatedAt,
      })
      .from(newsArticles)
      .where(eq(newsArticles.authorId, me))
      .orderBy(asc(newsArticles.id)),
    db
      .select({ articleId: newsArticleViews.articleId, slug: newsArticles.slug, day: newsArticleViews.day })
      .from(newsArticleViews)
      .innerJoin(newsArticles, eq(newsArticles.id, newsArticleViews.articleId))
      .where(eq(newsArticleViews.visitor, me))
      .orderBy(asc(newsArticleViews.day), asc(newsArticleViews.articleId)),
    db
      .select({
        email: newsletterSubscriptions.email,
        isSubscribed: newsletterSubscriptions.isSubscribed,
        subscriptionSource: newsletterSubscriptions.subscriptionSource,
        subscribedAt: newsletterSubscriptions.subscribedAt,
        unsubscribedAt: newsletterSubscriptions.unsubscribedAt,
        preferences: newsletterSubscriptions.preferences,
        language: newsletterSubscriptions.language,
        confirmedAt: newsletterSubscriptions.confirmedAt,
        confirmationSentAt: newsletterSubscriptions.confirmationSentAt,
        confirmTokenExpiresAt: newsletterSubscriptions.confirmTokenExpiresAt,
      })
      .from(newsletterSubscriptions)
      .where(ownSubscription),
    db
      .select({
        newsletterId: newsletters.id,
        subject: newsletters.subject,
        sentAt: newsletterDeliveries.sentAt,
      })
      .from(newsletterDeliveries)
      .innerJoin(newsletters, eq(newsletters.id, newsletterDeliveries.newsletterId))
      .innerJoin(newsletterSubscriptions, eq(newsletterSubscriptions.id, newsletterDeliveries.subscriptionId))
      .where(ownSubscription)
      .orderBy(asc(newsletters.id)),
    db
      .select({
        id: newsletters.id,
        subject: newsletters.subject,
        body: newsletters.body,
        sentAt: newsletters.sentAt,
        recipientCount: newsletters.recipientCount,
      })
      .from(newsletters)
      .where(eq(newsletters.sentBy, me))
      .orderBy(asc(newsletters.id)),
    db
      .select({
        id: contactMessages.id,
        name: contactMessages.name,
        email: contactMessages.email,
        subject: contactMessages.subject,
        message: contactMessages.message,
        createdAt: contactMessages.createdAt,
      })
      .from(contactMessages)
      .where(or(eq(contactMessages.userId, me), byAddress(contactMessages.email)))
      .orderBy(asc(contactMessages.id)),
  ]);

  return {
    account: account[0] ? json(account[0]) : undefined,
    roles: jsonRows(roles),
    rolesGranted: jsonRows(rolesGranted),
    sessions: sessionRows.map(({ sid, expire, ...s }) => ({
      ...s,
      lastSeenAt: new Date(expire.getTime() - SESSION_TTL_MS).toISOString(),
      expiresAt: expire.toISOString(),
      current: sid === scope.sessionId,
    })),
    emailTokens: jsonRows(emailTokens),
    goals: jsonRows(goals),
    trainingPlans: jsonRows(plans),
    workoutFeedback: jsonRows(feedback),
    activities: jsonRows(runs),
    trainingCheckIns: jsonRows(checkIns),
    trainingAdjustments: jsonRows(adjustments),
    eventsCreated: jsonRows(created),
    eventsJoined: jsonRows(joined),
    comments: jsonRows(comments),
    reactions: jsonRows(reactions),
    removedFromEvents: jsonRows(removedFrom),
    runnersRemoved: jsonRows(removed),
    reminders: jsonRows(reminders),
    clubMemberships: jsonRows(memberships),
    clubsCreated: jsonRows(clubsCreated),
    clubChallengesCreated: jsonRows(challengesCreated),
    clubChallengesJoined: jsonRows(challengesJoined),
    stravaClubLinks: jsonRows(stravaLinks),
    notifications: jsonRows(notices),
    notificationsHeldForDigest: jsonRows(held),
    notificationSettings: settings[0] ? json(settings[0]) : null,
    pushSubscriptions: push.map((p) => ({
      pushService: pushService(p.endpoint),
      createdAt: p.createdAt.toISOString(),
    })),
    buddyPreferences: buddyPrefs[0] ? json(buddyPrefs[0]) : null,
    buddyRequests: buddyRequests.map(({ otherId, otherFirstName, ...r }) => ({
      ...json(r),
      otherRunner: { id: otherId, firstName: otherFirstName },
    })),
    blocks: jsonRows(blocks),
    reportsFiled: jsonRows(filed),
    reportsResolved: jsonRows(resolved),
    auditLogActions: jsonRows(actions),
    auditLogAboutYou: jsonRows(aboutYou),
    newsArticles: jsonRows(articles),
    newsArticlesRead: jsonRows(articlesRead),
    newsletter: jsonRows(newsletter),
    newslettersReceived: jsonRows(received),
    newslettersSent: jsonRows(sent),
    contactMessages: jsonRows(contact),
  };
}

/** The push service a subscription goes through (its origin); the rest of the address is a secret. */
function pushService(endpoint: string): string {
  try {
    return new URL(endpoint).origin;
  } catch {
    return '';
  }
}
