import { z } from 'zod';
import { EXPERIENCE_LEVELS } from './options.ts';
import { API_MESSAGES, BUDDY_MESSAGES, withParams } from './messages.ts';

/* Running buddies (issue 11; SPEC section 3, buddy_matches and buddy_preferences). */

export const FLEXIBILITY_OPTIONS = ['strict', 'moderate', 'flexible'] as const;
export type Flexibility = (typeof FLEXIBILITY_OPTIONS)[number];
export const GENDER_PREFERENCES = ['male', 'female', 'non-binary', 'any'] as const;
export const COMMUNICATION_STYLES = ['chatty', 'moderate', 'quiet', 'any'] as const;
export const BUDDY_MATCH_STATUSES = ['pending', 'accepted', 'declined', 'blocked'] as const;
export type BuddyMatchStatus = (typeof BUDDY_MATCH_STATUSES)[number];

/** users.experienceLevel, in order: the same levels as goal difficulty. */

/**
 * users.preferredTime values, in order through the day: early_morning before 6:00, then the spec's
 * time-of-day ranges (morning 6-12, afternoon 12-18, evening 18-22); any = no preference.
 */
export const PREFERRED_TIMES = ['early_morning', 'morning', 'afternoon', 'evening', 'any'] as const;
export type PreferredTime = (typeof PREFERRED_TIMES)[number];

/**
 * Limits of the preferences (SPEC section 9: maxDistance 25 km, ages 18 to 65 by default). Buddy
 * matching is for adults: a runner under 18 is never suggested and gets no suggestions, so an age
 * range cannot start below 18.
 */
export const BUDDY_LIMITS = {
  maxDistanceKm: { min: 1, max: 100, default: 25 },
  age: { min: 18, max: 120, defaultMin: 18, defaultMax: 65 },
  suggestions: { default: 20, max: 50 },
  message: 500,
} as const;

const maxDistanceMessage = withParams(BUDDY_MESSAGES.maxDistance, {
  min: BUDDY_LIMITS.maxDistanceKm.min,
  max: BUDDY_LIMITS.maxDistanceKm.max,
});
const maxDistance = z
  .number({ error: maxDistanceMessage })
  .min(BUDDY_LIMITS.maxDistanceKm.min, { error: maxDistanceMessage })
  .max(BUDDY_LIMITS.maxDistanceKm.max, { error: maxDistanceMessage });
const ageMessage = withParams(BUDDY_MESSAGES.age, { min: BUDDY_LIMITS.age.min, max: BUDDY_LIMITS.age.max });
const age = z
  .number({ error: ageMessage })
  .int({ error: ageMessage })
  .min(BUDDY_LIMITS.age.min, { error: ageMessage })
  .max(BUDDY_LIMITS.age.max, { error: ageMessage });

const preferenceFields = {
  maxDistance: maxDistance.default(BUDDY_LIMITS.maxDistanceKm.default),
  ageRangeMin: age.default(BUDDY_LIMITS.age.defaultMin),
  ageRangeMax: age.default(BUDDY_LIMITS.age.defaultMax),
  paceFlexibility: z.enum(FLEXIBILITY_OPTIONS).default('moderate'),
  /** Experience levels the runner wants in a buddy; empty = any level. */
  experienceLevelPreference: z.array(z.enum(EXPERIENCE_LEVELS)).max(EXPERIENCE_LEVELS.length).default([]),
  genderPreference: z.enum(GENDER_PREFERENCES).default('any'),
  communicationStyle: z.enum(COMMUNICATION_STYLES).default('any'),
  runningGoalAlignment: z.boolean().default(true),
  scheduleFlexibility: z.enum(FLEXIBILITY_OPTIONS).default('moderate'),
  isActive: z.boolean().default(true),
};

/** A runner's buddy preferences; parsing `{}` gives the spec's defaults (a runner with no row yet). */
export const buddyPreferencesSchema = z
  .object(preferenceFields)
  // The message inside the call: a constant of its own stayed in every page using this module's lists
  // (an object of plain reads is not marked pure), and with it the messages' registry (issue 30).
  .refine((p) => p.ageRangeMin <= p.ageRangeMax, { path: ['ageRangeMax'], error: BUDDY_MESSAGES.ageOrder });
export type BuddyPreferences = z.output<typeof buddyPreferencesSchema>;
export const DEFAULT_BUDDY_PREFERENCES: BuddyPreferences = buddyPreferencesSchema.parse({});

/** PATCH body: any subset, merged over the stored preferences with applyBuddyPreferencesUpdate. */
export const buddyPreferencesUpdateSchema = z.strictObject({
  maxDistance: maxDistance.optional(),
  ageRangeMin: age.optional(),
  ageRangeMax: age.optional(),
  paceFlexibility: z.enum(FLEXIBILITY_OPTIONS).optional(),
  experienceLevelPreference: z.array(z.enum(EXPERIENCE_LEVELS)).max(EXPERIENCE_LEVELS.length).optional(),
  genderPreference: z.enum(GENDER_PREFERENCES).optional(),
  communicationStyle: z.enum(COMMUNICATION_STYLES).optional(),
  runningGoalAlignment: z.boolean().optional(),
  scheduleFlexibility: z.enum(FLEXIBILITY_OPTIONS).optional(),
  isActive: z.boolean().optional(),
});
export type BuddyPreferencesUpdate = z.output<typeof buddyPreferencesUpdateSchema>;

/** The stored preferences with a PATCH applied, checked as a whole (the age order spans both). */
export function applyBuddyPreferencesUpdate(current: BuddyPreferences, patch: BuddyPreferencesUpdate) {
  return buddyPreferencesSchema.safeParse({ ...current, ...patch });
}

// paceSchema lives in pace-schema.ts: the buddy finder uses this module's lists without zod (issue 30).
export { paceSchema } from './pace-schema.ts';

export const BUDDY_SCORE_FACTORS = ['pace', 'distance', 'schedule', 'goals', 'experience', 'age'] as const;
export type BuddyScoreFactor = (typeof BUDDY_SCORE_FACTORS)[number];

/** One part of a buddy score: the points it gave out of its maximum. The parts add up to the score. */
export const buddyScoreReasonSchema = z.object({
  factor: z.enum(BUDDY_SCORE_FACTORS),
  points: z.number().int().min(0),
  max: z.number().int().min(0),
});
export type BuddyScoreReason = z.infer<typeof buddyScoreReasonSchema>;

export const buddySuggestionsQuerySchema = z.object({
  limit: z.coerce
    .number()
    .int(API_MESSAGES.limitWhole)
    .min(1, API_MESSAGES.limitMin)
    .default(BUDDY_LIMITS.suggestions.default)
    .transform((n) => Math.min(n, BUDDY_LIMITS.suggestions.max)),
});

/**
 * What a runner may see of another runner offered as a buddy: no surname (its initial only), no
 * address, no age or date of birth; where they live only as their home locality (a suburb) and
 * the distance between the two localities.
 */
export const buddyRunnerSchema = z.object({
  id: z.string(),
  firstName: z.string().nullable(),
  lastInitial: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  locality: z.string().nullable(),
  experienceLevel: z.string().nullable(),
  preferredPace: z.string().nullable(),
});
export type BuddyRunner = z.infer<typeof buddyRunnerSchema>;

export const buddySuggestionSchema = z.object({
  runner: buddyRunnerSchema,
  /** Between the two home localities, in km with 1 decimal. */
  distanceKm: z.number(),
  score: z.number().int().min(0).max(100),
  reasons: z.array(buddyScoreReasonSchema),
});
export type BuddySuggestion = z.infer<typeof buddySuggestionSchema>;

/** optedIn false: the runner has not turned buddy matching on, so gets (and gives) no suggestions. */
export const buddySuggestionListSchema = z.object({
  optedIn: z.boolean(),
  suggestions: z.array(buddySuggestionSchema),
});

/** GET/PUT /api/buddies/preferences answer: the preferences and whether the runner opted in. */
export const buddyPreferencesAnswerSchema = z.object({ ...preferenceFields, optedIn: z.boolean() });
export type BuddyPreferencesAnswer = z.infer<typeof buddyPreferencesAnswerSchema>;

/** POST /api/buddies/requests */
export const buddyRequestSchema = z.object({
  recipientId: z.uuid({ error: BUDDY_MESSAGES.recipient }),
  message: z
    .string({ error: BUDDY_MESSAGES.message })
    .trim()
    .max(BUDDY_LIMITS.message, { error: BUDDY_MESSAGES.message })
    .optional()
    .transform((m) => m || undefined),
});

export const buddyMatchSchema = z.object({
  id: z.number().int(),
  status: z.enum(BUDDY_MATCH_STATUSES),
  compatibilityScore: z.number().int().min(0).max(100).nullable(),
  /** The other runner of the pair, from the asking runner's side. */
  buddy: buddyRunnerSchema,
  /** Whether the asking runner sent the request. */
  sentByMe: z.boolean(),
  createdAt: z.string(),
  respondedAt: z.string().nullable(),
  matchedAt: z.string().nullable(),
  message: z.string().nullable(),
});
export type BuddyMatch = z.infer<typeof buddyMatchSchema>;

export const buddyMatchListSchema = z.object({ matches: z.array(buddyMatchSchema) });

/** GET /api/buddies/requests: open requests the runner received and sent. */
export const buddyRequestListSchema = z.object({
  incoming: z.array(buddyMatchSchema),
  outgoing: z.array(buddyMatchSchema),
});
