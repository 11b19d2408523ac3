import { z } from 'zod';
import { goalSchema, isValidIsoDate, locationLabelSchema, nameSchema, toIsoDate } from './auth.ts';
import { PREFERRED_TIMES } from './buddies.ts';
import { paceSchema } from './pace-schema.ts';
import { AUTH_MESSAGES as A, PROFILE_MESSAGES, withParams } from './messages.ts';
import { EXPERIENCE_LEVELS, PREFERRED_DISTANCE_OPTIONS, SEX_OPTIONS, WEEKDAYS } from './options.ts';

/*
 * The runner's profile (issues 11 and 31): one update for everything the runner says about themselves,
 * the profile page's own view with progress, and what other runners may see.
 */

export const PROFILE_LIMITS = { bio: 500 } as const;

const BIO_MESSAGE = withParams(PROFILE_MESSAGES.bio, { max: PROFILE_LIMITS.bio });

/**
 * PATCH /api/profile, the one endpoint for the runner's profile: any subset of it, from profile setup's
 * personal details to the profile page's running preferences. Personal details cannot be cleared; null
 * clears a running preference; goals, when given, replace the runner's training goals. Any other field
 * (emailVerified, counters, provider ids) is refused.
 */
export const profileUpdateSchema = z.strictObject({
  firstName: nameSchema('firstName').optional(),
  lastName: nameSchema('lastName').optional(),
  location: locationLabelSchema.optional(),
  dateOfBirth: z
    .string({ error: A.dobRequired })
    .min(1, { error: A.dobRequired, abort: true })
    .refine(isValidIsoDate, { error: A.dateInvalid, abort: true })
    .refine((d) => d <= toIsoDate(new Date()), { error: A.dobFuture })
    .optional(),
  sex: z.enum(SEX_OPTIONS, { error: A.sexRequired }).optional(),
  preferredDistances: z
    .array(z.enum(PREFERRED_DISTANCE_OPTIONS, { error: A.unknownDistance }), { error: A.distancesRequired })
    .min(1, A.distancesRequired)
    .optional(),
  goals: z.array(goalSchema).max(20, A.tooManyGoals).optional(),
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
  /** Leaves the runner out of the community heat map. */
  heatmapOptOut: z.boolean().optional(),
});
/** What the server reads (goal statuses and days normalised). */
export type ProfileUpdate = z.output<typeof profileUpdateSchema>;
/** What a client sends. */
export type ProfileUpdateInput = z.input<typeof profileUpdateSchema>;

const runningPreferencesSchema = z.object({
  bio: z.string().nullable(),
  preferredPace: z.string().nullable(),
  experienceLevel: z.string().nullable(),
  availabilityDays: z.array(z.string()),
  preferredTime: z.string().nullable(),
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
