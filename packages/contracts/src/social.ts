import { z } from 'zod';
import { paceSchema, PREFERRED_TIMES } from './buddies.ts';
import { ERROR_MESSAGES, PROFILE_MESSAGES, PUSH_MESSAGES, SOCIAL_MESSAGES, withParams } from './messages.ts';
import { EXPERIENCE_LEVELS, WEEKDAYS } from './options.ts';

/* Issue 11: the profile page, public profiles, web push, blocking and training partners. */

export const PROFILE_LIMITS = { bio: 500, goals: 10, goalLength: 60 } as const;

const BIO_MESSAGE = withParams(PROFILE_MESSAGES.bio, { max: PROFILE_LIMITS.bio });
const GOALS_MESSAGE = withParams(PROFILE_MESSAGES.runningGoals, {
  goals: PROFILE_LIMITS.goals,
  max: PROFILE_LIMITS.goalLength,
});

/** PATCH /api/profile: the running preferences of the profile page; any subset. null clears a field. */
export const runningProfileUpdateSchema = z.strictObject({
  bio: z.string().trim().max(PROFILE_LIMITS.bio, { error: BIO_MESSAGE }).nullable().optional(),
  preferredPace: paceSchema.nullable().optional(),
  experienceLevel: z
    .enum(EXPERIENCE_LEVELS, { error: PROFILE_MESSAGES.experienceLevel })
    .nullable()
    .optional(),
  availabilityDays: z
    .array(z.enum(WEEKDAYS, { error: PROFILE_MESSAGES.availabilityDays }))
    .max(7, { error: PROFILE_MESSAGES.availabilityDays })
    .transform((days) => [...new Set(days)])
    .optional(),
  preferredTime: z.enum(PREFERRED_TIMES, { error: PROFILE_MESSAGES.preferredTime }).nullable().optional(),
  runningGoals: z
    .array(
      z
        .string()
        .trim()
        .min(1, { error: GOALS_MESSAGE })
        .max(PROFILE_LIMITS.goalLength, { error: GOALS_MESSAGE }),
    )
    .max(PROFILE_LIMITS.goals, { error: GOALS_MESSAGE })
    .optional(),
  /** Leaves the runner out of the community heat map. */
  heatmapOptOut: z.boolean().optional(),
});
export type RunningProfileUpdate = z.output<typeof runningProfileUpdateSchema>;

const runningPreferencesSchema = z.object({
  bio: z.string().nullable(),
  preferredPace: z.string().nullable(),
  experienceLevel: z.string().nullable(),
  availabilityDays: z.array(z.string()),
  preferredTime: z.string().nullable(),
  runningGoals: z.array(z.string()),
  preferredDistances: z.array(z.string()),
});

/** GET /api/profile: the signed-in runner's running preferences and progress (the profile page). */
export const ownProfileSchema = runningPreferencesSchema.extend({
  heatmapOptOut: z.boolean(),
  progress: z.object({
    /** Runs the runner holds a place at, past and upcoming. */
    eventsJoined: z.number().int(),
    /** Past runs attended. */
    runsCompleted: z.number().int(),
    totalKm: z.number(),
    personalBests: z.record(z.string(), z.string()),
  }),
});
export type OwnProfile = z.infer<typeof ownProfileSchema>;

/** Ten-year bands: the most a public profile says about age. */
export const AGE_BANDS = ['18-29', '30-39', '40-49', '50-59', '60-69', '70+'] as const;

/**
 * GET /api/users/:id: what any signed-in runner may see of another: never e-mail, date of birth
 * (an age band at most), tokens or an address; where they live only as their suburb.
 */
export const publicProfileSchema = z.object({
  id: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  suburb: z.string().nullable(),
  ageBand: z.enum(AGE_BANDS).nullable(),
  preferences: runningPreferencesSchema,
  clubs: z.array(z.object({ id: z.number().int(), name: z.string() })),
  counts: z.object({ eventsJoined: z.number().int(), buddies: z.number().int() }),
  /** Whether the asking runner has blocked this runner. */
  blockedByMe: z.boolean(),
});
export type PublicProfile = z.infer<typeof publicProfileSchema>;

export const uuidParamsSchema = z.object({ id: z.uuid({ error: ERROR_MESSAGES.notFound }) });

/* Web push (RFC 8030 with VAPID, RFC 8292, and aes128gcm payloads, RFC 8291). */

const base64url = /^[A-Za-z0-9_-]+=*$/;

/** POST /api/push/subscriptions: the browser's PushSubscription.toJSON(). */
export const pushSubscriptionSchema = z.object({
  endpoint: z.url({ error: PUSH_MESSAGES.endpoint }).max(1000, { error: PUSH_MESSAGES.endpoint }),
  expirationTime: z.number().nullable().optional(),
  keys: z.object(
    {
      p256dh: z
        .string({ error: PUSH_MESSAGES.keys })
        .regex(base64url, { error: PUSH_MESSAGES.keys })
        .max(200),
      auth: z.string({ error: PUSH_MESSAGES.keys }).regex(base64url, { error: PUSH_MESSAGES.keys }).max(100),
    },
    { error: PUSH_MESSAGES.keys },
  ),
});
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionSchema>;

/** DELETE /api/push/subscriptions */
export const pushUnsubscribeSchema = z.object({ endpoint: z.string().max(1000) });

export const pushPublicKeySchema = z.object({ publicKey: z.string() });

/**
 * What a push message carries, as JSON: the service worker shows `title` and `body` and opens `url`
 * (a path on Stride) when the notification is clicked; `tag` lets a newer message replace an older one.
 */
export const pushPayloadSchema = z.object({
  title: z.string(),
  body: z.string(),
  url: z.string(),
  tag: z.string().optional(),
});
export type PushPayload = z.infer<typeof pushPayloadSchema>;

/* Training partners (GET /api/training-partners). */

const partnerRunnerSchema = z.object({
  id: z.string(),
  firstName: z.string().nullable(),
  lastInitial: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
});

export const trainingPartnerSchema = z.object({
  runner: partnerRunnerSchema,
  isBuddy: z.boolean(),
  /** Runs both runners held a place at (past ones). */
  runsTogether: z.number().int(),
  /** Date (YYYY-MM-DD) of the last run together, or null. */
  lastRunTogether: z.string().nullable(),
});
export type TrainingPartner = z.infer<typeof trainingPartnerSchema>;

export const trainingPartnerListSchema = z.object({
  partners: z.array(trainingPartnerSchema),
  /** The runner's own upcoming runs, for the invite picker. */
  upcomingRuns: z.array(z.object({ id: z.number().int(), title: z.string(), date: z.string() })),
});

/** POST /api/training-partners/:id/invite */
export const runInviteSchema = z.object({
  eventId: z.number().int().positive({ error: SOCIAL_MESSAGES.chooseRun }),
});

/** GET /api/users/me/blocks: the runners I blocked, newest first (issue 25), to unblock them. */
export const blockedRunnerSchema = z.object({
  id: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  blockedAt: z.string(),
});
export type BlockedRunner = z.infer<typeof blockedRunnerSchema>;
export const blockedRunnersSchema = z.object({ runners: z.array(blockedRunnerSchema) });
