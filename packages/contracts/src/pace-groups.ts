import { z } from 'zod';
import { DB_ID_MAX, singleLine } from './api.ts';
import { EVENT_LIMITS } from './event-texts.ts';
import { EVENT_MESSAGES, type MessageCode } from './messages.ts';
import { PACE_GROUP_LIMITS } from './pace-group-rules.ts';
import { PACE_SECONDS_PER_KM } from './pace.ts';

/*
 * Pace groups (issue 29): a run organised as groups at set paces, each with its own leader, capacity
 * and waitlist, so nobody is left behind. The event's fields (events.ts) take them; the search filters by
 * them; the event page suggests the one nearest the runner's easy pace.
 */

const optionalName = (max: number, message: MessageCode) =>
  singleLine(z.string().trim().max(max, message))
    .nullish()
    .transform((s) => (s ? s : null));

/** One group as a host gives it. `id` (when editing) keeps an existing group and the runners in it. */
export const paceGroupInputSchema = z.object({
  id: z.number().int().min(1).max(DB_ID_MAX).optional(),
  paceSecPerKm: z
    .number({ error: EVENT_MESSAGES.paceGroupPace })
    .int(EVENT_MESSAGES.paceGroupPace)
    .min(PACE_GROUP_LIMITS.minPaceSecPerKm, EVENT_MESSAGES.paceGroupPace)
    .max(PACE_GROUP_LIMITS.maxPaceSecPerKm, EVENT_MESSAGES.paceGroupPace),
  label: optionalName(PACE_GROUP_LIMITS.label, EVENT_MESSAGES.paceGroupLabelTooLong),
  leader: optionalName(PACE_GROUP_LIMITS.leader, EVENT_MESSAGES.paceGroupLeaderTooLong),
  /** Places in the group; none means only the event's own limit applies. */
  capacity: z
    .number()
    .int(EVENT_MESSAGES.paceGroupCapacity)
    .min(1, EVENT_MESSAGES.minParticipants)
    .max(EVENT_LIMITS.maxParticipants, EVENT_MESSAGES.paceGroupCapacity)
    .nullish()
    .transform((n) => n ?? null),
});
export type PaceGroupInput = z.output<typeof paceGroupInputSchema>;

/** Up to 8 groups, in the order the host lists them. */
export const paceGroupsInputSchema = z
  .array(paceGroupInputSchema)
  .max(PACE_GROUP_LIMITS.maxGroups, EVENT_MESSAGES.tooManyPaceGroups);

/** Each group's capacity is within the event's (issues on `paceGroups.<i>.capacity`). */
export function paceGroupCapacityRule(
  v: { paceGroups?: readonly { capacity?: number | null }[] | undefined; maxParticipants?: number },
  ctx: z.RefinementCtx,
) {
  if (v.maxParticipants === undefined) return;
  v.paceGroups?.forEach((g, i) => {
    if (g.capacity != null && g.capacity > v.maxParticipants!)
      ctx.addIssue({
        code: 'custom',
        path: ['paceGroups', i, 'capacity'],
        message: EVENT_MESSAGES.paceGroupCapacity,
      });
  });
}

/** A group as every event answer lists it. */
export const paceGroupSchema = z.object({
  id: z.number(),
  paceSecPerKm: z.number(),
  label: z.string().nullable(),
  leader: z.string().nullable(),
  capacity: z.number().nullable(),
  /** Runners holding a place in the group, and waiting for one. */
  participantCount: z.number(),
  waitlistCount: z.number(),
});
export type PaceGroup = z.infer<typeof paceGroupSchema>;

/** The runner's easy pace and where it comes from: their active plan's easy zone, else their profile. */
export const runnerPaceSchema = z.object({
  secPerKm: z.number(),
  source: z.enum(['plan', 'profile']),
});
export type RunnerPace = z.infer<typeof runnerPaceSchema>;

/** GET /api/events/my-pace: null when the runner has neither a plan nor a preferred pace. */
export const myPaceSchema = z.object({ pace: runnerPaceSchema.nullable() });

/** POST /api/events/{id}/join and /waitlist: the group, required when the event has groups. */
export const joinEventSchema = z
  .object({
    paceGroupId: z
      .number({ error: EVENT_MESSAGES.paceGroupUnknown })
      .int(EVENT_MESSAGES.paceGroupUnknown)
      .min(1, EVENT_MESSAGES.paceGroupUnknown)
      .max(DB_ID_MAX, EVENT_MESSAGES.paceGroupUnknown)
      .nullish(),
  })
  // A join without a body (an event without groups) arrives as null.
  .nullish();
export type JoinEvent = z.output<typeof joinEventSchema>;

/**
 * The near-me search's and the list's pace filter: only events with a group within `paceToleranceSec`
 * of `paceSecPerKm` (both in seconds per km).
 */
export const paceFilterFields = {
  paceSecPerKm: z.coerce
    .number({ error: EVENT_MESSAGES.pace })
    .int(EVENT_MESSAGES.pace)
    .min(PACE_SECONDS_PER_KM.min, EVENT_MESSAGES.pace)
    .max(PACE_SECONDS_PER_KM.max, EVENT_MESSAGES.pace)
    .optional(),
  paceToleranceSec: z.coerce
    .number({ error: EVENT_MESSAGES.paceTolerance })
    .int(EVENT_MESSAGES.paceTolerance)
    .min(0, EVENT_MESSAGES.paceTolerance)
    .max(PACE_GROUP_LIMITS.maxToleranceSec, EVENT_MESSAGES.paceTolerance)
    .default(PACE_GROUP_LIMITS.defaultToleranceSec),
};
