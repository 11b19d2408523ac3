import { z } from 'zod';
import { ACCOUNT_MESSAGES } from './messages.ts';

/** Data rights: a runner takes out everything Stride holds about them, or leaves. */

/** How recent an OAuth sign-in must be for an account without a password to be deleted. */
export const REAUTHENTICATION_WINDOW_MS = 10 * 60 * 1000;

export const deleteAccountSchema = z.object({
  password: z.string().max(200, ACCOUNT_MESSAGES.passwordWrong).optional(),
});
export type DeleteAccountInput = z.infer<typeof deleteAccountSchema>;

// The export (GET /api/users/me/export). Every section is a list of rows as Stride stores them, less the
// runner's own id (it is `account.id`), secrets and what belongs to other people; `withheld` says what
// Stride holds but leaves out, and why. Instants are ISO strings, dates YYYY-MM-DD.
const instant = z.string();
const maybeInstant = z.string().nullable();
const maybeText = z.string().nullable();
const maybeNumber = z.number().nullable();

/** The users row: profile, running profile, settings. Secrets appear only as `has…` flags. */
const accountSection = z.object({
  id: z.string(),
  email: maybeText,
  emailVerified: z.boolean(),
  firstName: maybeText,
  lastName: maybeText,
  profileImageUrl: maybeText,
  location: maybeText,
  dateOfBirth: maybeText,
  sex: maybeText,
  bio: maybeText,
  preferredDistances: z.array(z.string()),
  preferredPace: maybeText,
  experienceLevel: maybeText,
  runningGoals: z.array(z.string()),
  availabilityDays: z.array(z.string()),
  preferredTime: maybeText,
  totalRuns: z.number(),
  averagePace: maybeText,
  personalBests: z.unknown(),
  authProvider: z.string(),
  stravaAthleteId: maybeText,
  /** The Strava athlete record Strava gave at sign-in. */
  stravaAthlete: z.unknown(),
  stravaTokenExpiresAt: maybeInstant,
  googleId: maybeText,
  isDummyUser: z.boolean(),
  eventsJoined: z.number(),
  totalDistance: z.number(),
  buddies: z.number(),
  trainingGoals: z.unknown(),
  notificationPreferences: z.unknown(),
  heatmapOptOut: z.boolean(),
  language: z.string(),
  /** Set when a moderator hid the runner. */
  hiddenAt: maybeInstant,
  createdAt: instant,
  updatedAt: instant,
  /** A password is set (stored only as an argon2id hash, which is not exported). */
  hasPassword: z.boolean(),
  /** Strava access and refresh tokens are held (not exported: they act as the runner at Strava). */
  hasStravaTokens: z.boolean(),
  /** A mobile push token is held (not exported: it addresses the device). */
  hasPushToken: z.boolean(),
  /** A private calendar feed link exists (its token is stored only as a hash). */
  hasCalendarFeed: z.boolean(),
});

const section = {
  roles: z.object({ role: z.string(), grantedAt: instant }),
  /** Staff only: roles this runner gave other runners. */
  rolesGranted: z.object({ runnerId: z.string(), role: z.string(), grantedAt: instant }),
  sessions: z.object({
    createdAt: maybeInstant,
    /** To within a day: a session in use is renewed at most once a day. */
    lastSeenAt: instant,
    expiresAt: instant,
    userAgent: maybeText,
    authMethod: maybeText,
    /** The session that asked for this export. */
    current: z.boolean(),
  }),
  /** Verification and reset links sent by e-mail (the link's token is stored only as a hash). */
  emailTokens: z.object({
    id: z.number(),
    purpose: z.string(),
    email: z.string(),
    isVerified: z.boolean(),
    verifiedAt: maybeInstant,
    expiresAt: instant,
    createdAt: instant,
    updatedAt: instant,
  }),
  goals: z.object({
    id: z.number(),
    eventName: z.string(),
    eventDate: maybeText,
    targetTime: maybeText,
    distance: z.string(),
    difficulty: z.string(),
    status: z.string(),
    notes: maybeText,
    createdAt: instant,
    updatedAt: instant,
  }),
  trainingPlans: z.object({
    id: z.number(),
    goalId: maybeNumber,
    templateId: maybeNumber,
    name: z.string(),
    nameCustom: z.boolean(),
    goal: maybeText,
    planType: z.string(),
    duration: z.number(),
    currentWeek: z.number(),
    status: z.string(),
    startDate: z.string(),
    endDate: maybeText,
    weeklySchedule: z.unknown(),
    preferences: z.unknown(),
    progressData: z.unknown(),
    createdAt: instant,
    updatedAt: instant,
  }),
  workoutFeedback: z.object({
    id: z.number(),
    trainingPlanId: z.number(),
    workoutDate: z.string(),
    workoutType: maybeText,
    plannedDistance: maybeNumber,
    actualDistance: maybeNumber,
    plannedDuration: maybeNumber,
    actualDuration: maybeNumber,
    completed: z.boolean(),
    difficultyRating: maybeNumber,
    effortRating: maybeNumber,
    enjoymentRating: maybeNumber,
    paceAchieved: maybeText,
    notes: maybeText,
    weatherConditions: maybeText,
    energyLevel: maybeNumber,
    recoveryRating: maybeNumber,
    /** The run that completed the workout (in `activities`), if one did. */
    activityId: maybeNumber,
    createdAt: instant,
    updatedAt: instant,
  }),
  /** The runner's runs: imported from Strava, uploaded files (figures only, no track) or reported by hand. */
  activities: z.object({
    id: z.number(),
    source: z.string(),
    stravaActivityId: maybeText,
    sportType: z.string(),
    name: z.string(),
    startedAt: instant,
    startDate: z.string(),
    distanceKm: z.number(),
    movingTimeSec: z.number(),
    elapsedTimeSec: z.number(),
    avgPaceSecPerKm: maybeNumber,
    elevationGainM: maybeNumber,
    avgHeartRate: maybeNumber,
    trainingPlanId: maybeNumber,
    workoutDate: maybeText,
    createdAt: instant,
    updatedAt: instant,
  }),
  /** "How are you feeling?" check-ins on training plans. */
  trainingCheckIns: z.object({
    id: z.number(),
    trainingPlanId: z.number(),
    checkInDate: z.string(),
    status: z.string(),
    days: z.number(),
    createdAt: instant,
  }),
  trainingAdjustments: z.object({
    id: z.number(),
    trainingPlanId: z.number(),
    adjustmentDate: z.string(),
    adjustmentType: z.string(),
    key: z.string(),
    reasonCode: z.string(),
    reason: z.string(),
    reasonParams: z.unknown(),
    previousValue: maybeNumber,
    newValue: maybeNumber,
    difficultyMultiplier: maybeNumber,
    performanceScore: maybeNumber,
    automaticAdjustment: z.boolean(),
    weekNumber: maybeNumber,
    notes: maybeText,
    createdAt: instant,
  }),
  /** Events the runner created, as written (without the search point and card derived from them). */
  eventsCreated: z.object({
    id: z.number(),
    title: z.string(),
    description: maybeText,
    date: z.string(),
    time: z.string(),
    timezone: z.string(),
    startsAt: instant,
    location: z.string(),
    lat: z.number(),
    lng: z.number(),
    distances: z.array(z.string()),
    maxParticipants: z.number(),
    createdBy: maybeText,
    status: z.string(),
    isClubEvent: z.boolean(),
    clubId: maybeNumber,
    clubName: maybeText,
    abilityLevels: z.array(z.string()),
    creatorComments: maybeText,
    isRecurring: z.boolean(),
    recurringType: maybeText,
    recurringEndDate: maybeText,
    recurringDaysOfWeek: z.array(z.number()).nullable(),
    parentEventId: maybeNumber,
    isRace: z.boolean(),
    raceCost: maybeText,
    raceWebsite: maybeText,
    isGoalEvent: z.boolean(),
    goalCategory: maybeText,
    difficultyLevel: maybeText,
    type: z.string(),
    eventType: z.string(),
    difficulty: maybeText,
    terrain: maybeText,
    privacy: z.string(),
    meetingPoint: maybeText,
    eventUrl: maybeText,
    hiddenAt: maybeInstant,
    participantCount: z.number(),
    waitlistCount: z.number(),
    /** Its pace groups' paces (seconds per km), and when attendance was first taken (issue 29). */
    paceGroupPaces: z.array(z.number()).nullable(),
    attendanceTakenAt: maybeInstant,
    createdAt: instant,
    updatedAt: instant,
  }),
  eventsJoined: z.object({
    eventId: z.number(),
    title: z.string(),
    date: z.string(),
    time: z.string(),
    location: z.string(),
    attendanceStatus: z.string(),
    isWaitlisted: z.boolean(),
    joinedAt: instant,
    confirmedAt: maybeInstant,
    /** The pace group, and whether the runner was marked present (null until attendance was taken). */
    paceGroupId: maybeNumber,
    present: z.boolean().nullable(),
    presentAt: maybeInstant,
  }),
  comments: z.object({
    id: z.number(),
    eventId: z.number(),
    content: z.string(),
    isQuickComment: z.boolean(),
    hiddenAt: maybeInstant,
    createdAt: instant,
    updatedAt: instant,
  }),
  reactions: z.object({ id: z.number(), eventId: z.number(), emoji: z.string(), createdAt: instant }),
  /** Runs a host took this runner off (they cannot join those again); who did it is withheld. */
  removedFromEvents: z.object({ eventId: z.number(), title: z.string(), removedAt: instant }),
  /** Runners this runner took off runs they host or manage. */
  runnersRemoved: z.object({ eventId: z.number(), runnerId: z.string(), removedAt: instant }),
  /** Reminders sent before runs the runner joined. */
  reminders: z.object({ eventId: z.number(), startsAt: instant, sentAt: instant }),
  clubMemberships: z.object({ clubId: z.number(), name: z.string(), role: z.string(), joinedAt: instant }),
  clubsCreated: z.object({
    id: z.number(),
    name: z.string(),
    description: maybeText,
    logoUrl: maybeText,
    annualCost: maybeText,
    location: z.string(),
    lat: maybeNumber,
    lng: maybeNumber,
    runDays: z.array(z.string()),
    distances: z.array(z.string()),
    abilityLevels: z.array(z.string()),
    comments: maybeText,
    status: z.string(),
    memberCount: z.number(),
    hiddenAt: maybeInstant,
    createdAt: instant,
    updatedAt: instant,
  }),
  /** Club challenges this runner set as a club's owner or admin (issue 29). */
  clubChallengesCreated: z.object({
    id: z.number(),
    runclubId: z.number(),
    title: z.string(),
    metric: z.string(),
    target: z.string(),
    startDate: z.string(),
    endDate: z.string(),
    createdAt: instant,
  }),
  /** Club challenges this runner took part in, and when they reached the target. */
  clubChallengesJoined: z.object({
    challengeId: z.number(),
    runclubId: z.number(),
    title: z.string(),
    joinedAt: instant,
    completedAt: maybeInstant,
  }),
  /** Strava clubs whose group runs Stride imports through this runner's Strava access. */
  stravaClubLinks: z.object({
    runclubId: z.number(),
    clubId: z.string(),
    clubName: z.string(),
    lastSyncAt: maybeInstant,
    lastError: maybeText,
    isActive: z.boolean(),
    syncIntervalHours: z.number(),
    createdAt: instant,
    updatedAt: instant,
  }),
  notifications: z.object({
    id: z.number(),
    type: z.string(),
    title: z.string(),
    message: z.string(),
    eventId: maybeNumber,
    /** The runner the notice is about (who sent a buddy request or an invite). */
    actorId: maybeText,
    isRead: z.boolean(),
    scheduledFor: maybeInstant,
    sentAt: maybeInstant,
    createdAt: instant,
  }),
  /** Notices waiting for the runner's daily digest. */
  notificationsHeldForDigest: z.object({ notificationId: z.number(), channel: z.string(), heldAt: instant }),
  /** Browsers subscribed to web push: the push service and when (the endpoint and keys are secrets). */
  pushSubscriptions: z.object({ pushService: z.string(), createdAt: instant }),
  /** Buddy requests both ways and what became of them (accepted ones are matches). */
  buddyRequests: z.object({
    id: z.number(),
    direction: z.enum(['sent', 'received']),
    otherRunner: z.object({ id: z.string(), firstName: maybeText }),
    status: z.string(),
    compatibilityScore: maybeNumber,
    message: maybeText,
    createdAt: instant,
    respondedAt: maybeInstant,
    matchedAt: maybeInstant,
  }),
  /** Runners this runner blocked. */
  blocks: z.object({ blockedRunnerId: z.string(), createdAt: instant }),
  reportsFiled: z.object({
    id: z.number(),
    targetType: z.string(),
    targetId: z.string(),
    reason: z.string(),
    details: maybeText,
    status: z.string(),
    createdAt: instant,
    resolvedAt: maybeInstant,
  }),
  /** Staff only: reports this runner decided. */
  reportsResolved: z.object({
    id: z.number(),
    targetType: z.string(),
    targetId: z.string(),
    status: z.string(),
    resolvedAt: maybeInstant,
    resolutionNote: maybeText,
  }),
  /** Staff only: moderation and role actions this runner took. */
  auditLogActions: z.object({
    id: z.number(),
    action: z.string(),
    targetType: z.string(),
    targetId: z.string(),
    reportId: maybeNumber,
    note: maybeText,
    details: z.unknown(),
    createdAt: instant,
  }),
  /** Moderation and role actions taken on this runner's account (who took them is withheld). */
  auditLogAboutYou: z.object({
    id: z.number(),
    action: z.string(),
    reportId: maybeNumber,
    details: z.unknown(),
    createdAt: instant,
  }),
  newsArticles: z.object({
    id: z.number(),
    title: z.string(),
    slug: z.string(),
    excerpt: maybeText,
    content: z.string(),
    status: z.string(),
    featuredImage: maybeText,
    tags: z.array(z.string()),
    publishedAt: maybeInstant,
    viewCount: z.number(),
    isSticky: z.boolean(),
    hiddenAt: maybeInstant,
    createdAt: instant,
    updatedAt: instant,
  }),
  /** News articles read while signed in, one row a day (for counting views once). */
  newsArticlesRead: z.object({ articleId: z.number(), slug: z.string(), day: z.string() }),
  newsletter: z.object({
    email: z.string(),
    isSubscribed: z.boolean(),
    subscriptionSource: z.string(),
    subscribedAt: instant,
    unsubscribedAt: maybeInstant,
    preferences: z.unknown(),
    language: z.string(),
    confirmedAt: maybeInstant,
    confirmationSentAt: maybeInstant,
    confirmTokenExpiresAt: maybeInstant,
  }),
  /** Newsletters mailed to the runner's subscription. */
  newslettersReceived: z.object({ newsletterId: z.number(), subject: z.string(), sentAt: maybeInstant }),
  /** Staff only: newsletters this runner sent. */
  newslettersSent: z.object({
    id: z.number(),
    subject: z.string(),
    body: z.string(),
    sentAt: instant,
    recipientCount: z.number(),
  }),
  contactMessages: z.object({
    id: z.number(),
    name: z.string(),
    email: z.string(),
    subject: z.string(),
    message: z.string(),
    createdAt: instant,
  }),
};

type Lists = { [K in keyof typeof section]: z.ZodArray<(typeof section)[K]> };
const lists = Object.fromEntries(Object.entries(section).map(([k, v]) => [k, z.array(v)])) as Lists;

export const accountExportSchema = z.object({
  exportedAt: instant,
  account: accountSection,
  notificationSettings: z
    .object({
      emailReminders: z.boolean(),
      browserNotifications: z.boolean(),
      reminderHours: z.number(),
      attendanceReminders: z.boolean(),
      eventUpdates: z.boolean(),
      createdAt: instant,
      updatedAt: instant,
    })
    .nullable(),
  buddyPreferences: z
    .object({
      maxDistance: z.number(),
      ageRangeMin: z.number(),
      ageRangeMax: z.number(),
      paceFlexibility: z.string(),
      experienceLevelPreference: z.array(z.string()),
      genderPreference: z.string(),
      communicationStyle: z.string(),
      runningGoalAlignment: z.boolean(),
      scheduleFlexibility: z.string(),
      isActive: z.boolean(),
      updatedAt: instant,
    })
    .nullable(),
  ...lists,
  /** What Stride holds about the runner but leaves out of the export, and why (`table.column`). */
  withheld: z.array(z.object({ column: z.string(), reason: z.string() })),
});
export type AccountExport = z.infer<typeof accountExportSchema>;
/** The export's top-level sections, by name. */
export type AccountExportSection = Exclude<keyof AccountExport, 'exportedAt' | 'withheld'>;
