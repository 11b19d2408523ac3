import { z } from 'zod';
import { ERROR_MESSAGES, PUSH_MESSAGES, SOCIAL_MESSAGES } from './messages.ts';

/* Issue 11: web push, blocking and training partners (the profile page and public profiles: profile.ts). */

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
