import { z } from 'zod';
import { singleLine } from './api.ts';
import { participantSchema } from './events.ts';
import { CLUB_MESSAGES, EVENT_MESSAGES } from './messages.ts';
import { CHALLENGE_LIMITS, CHALLENGE_METRICS } from './pace-group-rules.ts';

/*
 * Club challenges (issue 29): a club's owner or admins set a target (runs attended at the club's runs, or
 * kilometres run) over a period; any number of members join, each sees their progress, and members see
 * the leaderboard.
 */

const day = z
  .string({ error: EVENT_MESSAGES.date })
  .regex(/^\d{4}-\d{2}-\d{2}$/, EVENT_MESSAGES.date)
  .refine((s) => {
    const d = new Date(`${s}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
  }, EVENT_MESSAGES.date);

const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

export const createChallengeSchema = z
  .object({
    title: singleLine(
      z
        .string({ error: CLUB_MESSAGES.challengeTitleRequired })
        .trim()
        .min(1, CLUB_MESSAGES.challengeTitleRequired)
        .max(CHALLENGE_LIMITS.title, CLUB_MESSAGES.challengeTitleTooLong),
    ),
    metric: z.enum(CHALLENGE_METRICS, { error: CLUB_MESSAGES.challengeMetric }),
    target: z
      .number({ error: CLUB_MESSAGES.challengeTarget })
      .gt(0, CLUB_MESSAGES.challengeTarget)
      .max(CHALLENGE_LIMITS.maxTarget, CLUB_MESSAGES.challengeTarget),
    startDate: day,
    endDate: day,
  })
  .superRefine((v, ctx) => {
    if (v.metric === 'runs_attended' && !Number.isInteger(v.target))
      ctx.addIssue({ code: 'custom', path: ['target'], message: CLUB_MESSAGES.challengeTargetWhole });
    // Kilometres to one decimal, as they are kept.
    if (v.metric === 'distance_km' && Math.round(v.target * 10) !== v.target * 10)
      ctx.addIssue({ code: 'custom', path: ['target'], message: CLUB_MESSAGES.challengeTarget });
    if (v.endDate < v.startDate)
      ctx.addIssue({ code: 'custom', path: ['endDate'], message: CLUB_MESSAGES.challengeDates });
    else if (daysBetween(v.startDate, v.endDate) + 1 > CHALLENGE_LIMITS.maxDays)
      ctx.addIssue({ code: 'custom', path: ['endDate'], message: CLUB_MESSAGES.challengeTooLong });
  });
export type CreateChallenge = z.output<typeof createChallengeSchema>;
export type CreateChallengeInput = z.input<typeof createChallengeSchema>;

export const challengeParamsSchema = z.object({
  id: z
    .string()
    .regex(/^\d{1,10}$/)
    .transform(Number),
  challengeId: z
    .string()
    .regex(/^\d{1,10}$/)
    .transform(Number),
});

/** One row of a challenge's leaderboard: rank 1 is furthest along (ties share a rank). */
export const leaderboardEntrySchema = z.object({
  rank: z.number(),
  runner: participantSchema,
  progress: z.number(),
  completed: z.boolean(),
});
export type LeaderboardEntry = z.infer<typeof leaderboardEntrySchema>;

export const challengeSchema = z.object({
  id: z.number(),
  runclubId: z.number(),
  title: z.string(),
  metric: z.enum(CHALLENGE_METRICS),
  target: z.number(),
  startDate: z.string(),
  endDate: z.string(),
  /** upcoming, active or ended, by the club's dates. */
  status: z.enum(['upcoming', 'active', 'ended']),
  participantCount: z.number(),
  /** The caller took part: their progress and whether they reached the target. */
  joined: z.boolean(),
  progress: z.number().nullable(),
  completed: z.boolean(),
  /** The club's members only (null for anyone else): the runners furthest along first. */
  leaderboard: z.array(leaderboardEntrySchema).nullable(),
  createdAt: z.string(),
});
export type Challenge = z.infer<typeof challengeSchema>;

export const challengeListSchema = z.object({ challenges: z.array(challengeSchema) });
