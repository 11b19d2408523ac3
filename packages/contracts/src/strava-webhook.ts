import { z } from 'zod';

/*
 * Strava's Webhook Events API (developers.strava.com/docs/webhooks): Strava validates a subscription
 * with one GET carrying hub.mode, hub.verify_token and hub.challenge, then POSTs each event. Stride
 * listens for one: an athlete revoking Stride's access (object_type 'athlete', updates.authorized
 * 'false'), after which their club imports must go (Strava's API terms).
 */

const token = z.string().min(1).max(500);

/** GET /api/strava/webhook: the subscription's validation request. */
export const stravaWebhookChallengeQuerySchema = z.object({
  'hub.mode': z.literal('subscribe'),
  'hub.verify_token': token,
  'hub.challenge': token,
});

/** The answer Strava expects: the challenge echoed back. */
export const stravaWebhookChallengeResponseSchema = z.object({ 'hub.challenge': z.string() });

/** Strava ids arrive as numbers (older payloads sent subscription_id as a string): kept as strings. */
const stravaId = z
  .union([z.number().int().nonnegative(), z.string().regex(/^\d{1,20}$/)])
  .transform((v) => String(v));

/** POST /api/strava/webhook: one event. `updates` carries what changed (e.g. `{authorized: 'false'}`). */
export const stravaWebhookEventSchema = z.object({
  object_type: z.enum(['activity', 'athlete']),
  object_id: stravaId,
  aspect_type: z.enum(['create', 'update', 'delete']),
  owner_id: stravaId,
  subscription_id: stravaId,
  event_time: z.number().int(),
  updates: z.record(z.string(), z.unknown()).optional(),
});
export type StravaWebhookEvent = z.output<typeof stravaWebhookEventSchema>;

/** Every well-formed event is acknowledged at once (Strava retries an event not answered 200 in 2 s). */
export const stravaWebhookAckSchema = z.object({ received: z.literal(true) });

/** An athlete event saying Stride's access was revoked. */
export const isDeauthorisation = (event: StravaWebhookEvent): boolean =>
  event.object_type === 'athlete' && String(event.updates?.authorized) === 'false';
