import type { AccountExportSection } from '@stride/contracts';
import type { users } from '../../db/schema/index.ts';

/**
 * What the export does with each column that holds a runner's id: the section that carries the rows
 * where it is this runner's id, or the reason it is withheld. Keyed `table.column` as in SQL.
 *
 * export-registry.test.ts reads every foreign key to users.id from the Drizzle schema and from the
 * database's own catalogue, and every uuid column, and fails naming any that is not here: a new table
 * that holds a runner's data cannot reach the export's blind spot without someone deciding about it.
 * Columns that hold a runner's id without a foreign key are listed here too (the test cannot find them
 * by type), marked `noForeignKey`.
 */
export type Coverage =
  { section: AccountExportSection; noForeignKey?: true } | { withheld: string; noForeignKey?: true };

export const USER_REFERENCES = {
  'sessions.user_id': { section: 'sessions' },
  'email_verifications.user_id': { section: 'emailTokens' },
  'user_goals.user_id': { section: 'goals' },
  'training_plans.user_id': { section: 'trainingPlans' },
  'workout_feedback.user_id': { section: 'workoutFeedback' },
  'training_adjustments.user_id': { section: 'trainingAdjustments' },
  'training_check_ins.user_id': { section: 'trainingCheckIns' },
  'activities.user_id': { section: 'activities' },
  'events.creator_id': { section: 'eventsCreated' },
  'event_participants.user_id': { section: 'eventsJoined' },
  'event_comments.user_id': { section: 'comments' },
  'event_reactions.user_id': { section: 'reactions' },
  'event_reminders.user_id': { section: 'reminders' },
  'event_removals.user_id': { section: 'removedFromEvents' },
  'event_removals.removed_by': { section: 'runnersRemoved' },
  'runclub_members.user_id': { section: 'clubMemberships' },
  'runclubs.created_by': { section: 'clubsCreated' },
  'club_challenges.created_by': { section: 'clubChallengesCreated' },
  'club_challenge_members.user_id': { section: 'clubChallengesJoined' },
  'strava_club_sync.linked_by': { section: 'stravaClubLinks' },
  'notifications.user_id': { section: 'notifications' },
  'notifications.actor_id': {
    withheld:
      "Other runners' notices that name this runner as who sent a buddy request or an invite: they are " +
      "the recipients' inbox; what this runner sent is in buddyRequests.",
  },
  'notification_digest_items.user_id': { section: 'notificationsHeldForDigest' },
  'user_notification_settings.user_id': { section: 'notificationSettings' },
  'push_subscriptions.user_id': { section: 'pushSubscriptions' },
  'buddy_preferences.user_id': { section: 'buddyPreferences' },
  'buddy_matches.requester_id': { section: 'buddyRequests' },
  'buddy_matches.recipient_id': { section: 'buddyRequests' },
  'buddy_suggestion_lists.user_id': {
    withheld:
      'The stored buddy suggestions: a cache worked out again from the profile and buddy preferences ' +
      '(both exported) at least daily, listing other runners and how far they live from this runner.',
  },
  'buddy_suggestion_lists.runner_ids': {
    noForeignKey: true,
    withheld:
      "Other runners' cached buddy suggestions that list this runner: their cache, not this runner's data.",
  },
  'user_blocks.blocker_id': { section: 'blocks' },
  // Whom a runner blocked is their own decision and theirs to see. Who blocked them is the blocker's
  // safety data: telling someone who blocked them invites the contact the block exists to stop, which
  // is why Strava, Discourse and the big social networks never show it (and why GDPR art. 15(4) lets
  // a controller hold back what would harm others' rights). It goes with the account all the same.
  'user_blocks.blocked_id': {
    withheld:
      'Who blocked this runner: the blocking runner’s safety decision, never shown to the blocked runner.',
  },
  'reports.reporter_id': { section: 'reportsFiled' },
  'reports.resolved_by': { section: 'reportsResolved' },
  // Reports about the runner hold back the same way: the reporter's identity and words are theirs, and
  // a report is kept for moderation even after the account it is about is deleted.
  'reports.target_id': {
    noForeignKey: true,
    withheld: 'Reports other runners filed about this runner: who reported and what they wrote is theirs.',
  },
  'user_roles.user_id': { section: 'roles' },
  'user_roles.granted_by': { section: 'rolesGranted' },
  'audit_log.actor_id': { section: 'auditLogActions' },
  // target_type = 'user': a role granted or removed, a report about the runner decided.
  'audit_log.target_id': { noForeignKey: true, section: 'auditLogAboutYou' },
  'news_articles.author_id': { section: 'newsArticles' },
  // `visitor` is a signed-in reader's id (an anonymous reader's keyed hash otherwise).
  'news_article_views.visitor': { noForeignKey: true, section: 'newsArticlesRead' },
  'newsletter_subscriptions.user_id': { section: 'newsletter' },
  'newsletters.sent_by': { section: 'newslettersSent' },
  'contact_messages.user_id': { section: 'contactMessages' },
} satisfies Record<string, Coverage>;

type UserColumn = keyof typeof users.$inferSelect;

/**
 * Every column of the users row: exported as it is, or shown only as a flag that it is set. TypeScript
 * refuses a users column missing here, so a new one is exported or flagged on purpose.
 */
export const ACCOUNT_FIELDS = {
  id: 'export',
  email: 'export',
  passwordHash: {
    flag: 'hasPassword',
    withheld: 'The password, held only as an argon2id hash: useless to the runner, a target for anyone else.',
  },
  emailVerified: 'export',
  firstName: 'export',
  lastName: 'export',
  profileImageUrl: 'export',
  pushToken: {
    flag: 'hasPushToken',
    withheld: 'The mobile push token: it addresses the device and lets whoever holds it push to it.',
  },
  location: 'export',
  dateOfBirth: 'export',
  sex: 'export',
  bio: 'export',
  preferredDistances: 'export',
  preferredPace: 'export',
  experienceLevel: 'export',
  runningGoals: 'export',
  availabilityDays: 'export',
  preferredTime: 'export',
  totalRuns: 'export',
  averagePace: 'export',
  personalBests: 'export',
  authProvider: 'export',
  stravaAthleteId: 'export',
  stravaAccessToken: {
    flag: 'hasStravaTokens',
    withheld: 'The Strava access token: it acts as the runner at Strava.',
  },
  stravaRefreshToken: {
    flag: 'hasStravaTokens',
    withheld: 'The Strava refresh token: it acts as the runner at Strava.',
  },
  stravaTokenExpiresAt: 'export',
  stravaAthlete: 'export',
  googleId: 'export',
  isDummyUser: 'export',
  eventsJoined: 'export',
  totalDistance: 'export',
  buddies: 'export',
  trainingGoals: 'export',
  notificationPreferences: 'export',
  heatmapOptOut: 'export',
  calendarFeedTokenHash: {
    flag: 'hasCalendarFeed',
    withheld: 'The private calendar feed link, held only as a hash.',
  },
  language: 'export',
  hiddenAt: 'export',
  createdAt: 'export',
  updatedAt: 'export',
} as const satisfies Record<
  UserColumn,
  | 'export'
  | { flag: 'hasPassword' | 'hasPushToken' | 'hasStravaTokens' | 'hasCalendarFeed'; withheld: string }
>;

/**
 * Columns of exported rows left out because they are secrets or derived; the sections' queries
 * (export.repository.ts) leave them out, this says why in the export itself.
 */
const WITHHELD_COLUMNS: Record<string, string> = {
  'sessions.sid': 'The session key (a hash of the sign-in cookie): a secret.',
  'email_verifications.verification_token': 'The link token, held only as a hash: a secret.',
  'push_subscriptions.endpoint':
    'The full push address: with the keys it lets anyone push to that browser; its service is exported.',
  'push_subscriptions.p256dh': "The browser's push encryption key: a secret of the subscription.",
  'push_subscriptions.auth': "The browser's push authentication secret.",
  'newsletter_subscriptions.confirm_token_hash': 'The confirmation link token, held only as a hash.',
  'newsletter_unsubscribe_tokens.token_hash': 'The one-click unsubscribe tokens, held only as hashes.',
  'event_removals.removed_by': 'On runs this runner was taken off: which host or club admin did it.',
  'activities.file_sha256':
    'A fingerprint of an uploaded file, kept only to spot the same file uploaded twice.',
  'events.earth_point': 'The search point, derived from lat and lng (exported).',
  'events.card_fields': 'The stored list card, derived from the event (exported).',
  'events.check_in_code':
    "The run's check-in code: it lets the run's runners mark themselves present, so it stays a secret.",
  'runclubs.card_fields': 'The stored search card, derived from the club (exported).',
  'runclubs.search_name': 'The name folded for search, derived from the name (exported).',
  'reports.resolved_by': 'On reports this runner filed: which moderator decided it.',
  'reports.resolution_note': "On reports this runner filed: the moderator's internal note.",
  'audit_log.actor_id':
    'On actions taken on this runner’s account: which staff member took them (their status and time are exported).',
  'audit_log.note': 'On actions taken on this runner’s account: the staff member’s internal note.',
};

/** The export's `withheld` list: every column Stride holds about the runner and leaves out, with why. */
export function withheldColumns(): { column: string; reason: string }[] {
  const fromUsers = Object.entries(ACCOUNT_FIELDS).flatMap(([field, how]) =>
    how === 'export' ? [] : [{ column: `users.${snake(field)}`, reason: how.withheld }],
  );
  const fromReferences = Object.entries(USER_REFERENCES).flatMap(([column, how]: [string, Coverage]) =>
    'withheld' in how ? [{ column, reason: how.withheld }] : [],
  );
  const fromRows = Object.entries(WITHHELD_COLUMNS).map(([column, reason]) => ({ column, reason }));
  return [...fromUsers, ...fromReferences, ...fromRows];
}

const snake = (name: string) => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
