import { z } from 'zod';
import { multiLine, searchRadiusKmSchema, singleLine } from './api.ts';
import { eventCardSchema, participantSchema } from './events.ts';
import { API_MESSAGES, CLUB_MESSAGES, type MessageCode } from './messages.ts';
import { CLUB_LIMITS, CLUB_ROLES } from './club-texts.ts';
import { ABILITY_LEVELS, EVENT_DISTANCE_OPTIONS, RUN_DAYS } from './options.ts';

/*
 * Run clubs (issue 9; SPEC sections 3 'runclubs', 'runclub_members' and 5 'Run club create').
 * RUN_DAYS lives in options.ts and the roles and limits in club-texts.ts, without zod: the club finder
 * and the club page use them without this module's schemas (issue 30).
 */

const optionalText = (max: number, message: MessageCode) =>
  multiLine(z.string().trim().max(max, message))
    .nullish()
    .transform((s) => (s ? s : null));

/** SPEC 5: trimmed, required, max 200, must contain a comma; the server then checks it is a listed locality. */
export const clubLocationSchema = singleLine(
  z
    .string({ error: CLUB_MESSAGES.locationRequired })
    .trim()
    .min(1, CLUB_MESSAGES.locationRequired)
    .max(CLUB_LIMITS.location, CLUB_MESSAGES.locationTooLong),
).refine((s) => s.includes(','), CLUB_MESSAGES.locationNoComma);

const unique = <T>(list: T[]) => [...new Set(list)];

const clubFields = {
  name: singleLine(
    z
      .string({ error: CLUB_MESSAGES.nameRequired })
      .trim()
      .min(1, CLUB_MESSAGES.nameRequired)
      .max(CLUB_LIMITS.name, CLUB_MESSAGES.nameTooLong),
  ),
  description: optionalText(CLUB_LIMITS.description, CLUB_MESSAGES.descriptionTooLong),
  location: clubLocationSchema,
  runDays: z
    .array(z.enum(RUN_DAYS, { error: CLUB_MESSAGES.runDay }))
    .max(7)
    .default([])
    .transform(unique),
  distances: z
    .array(z.enum(EVENT_DISTANCE_OPTIONS, { error: CLUB_MESSAGES.distance }))
    .max(EVENT_DISTANCE_OPTIONS.length)
    .default([])
    .transform(unique),
  abilityLevels: z
    .array(z.enum(ABILITY_LEVELS, { error: CLUB_MESSAGES.abilityLevel }))
    .max(ABILITY_LEVELS.length)
    .default([])
    .transform(unique),
  annualCost: z
    .number({ error: CLUB_MESSAGES.annualCost })
    .min(0, CLUB_MESSAGES.annualCost)
    .max(CLUB_LIMITS.annualCost, CLUB_MESSAGES.annualCost)
    .nullish()
    .transform((n) => (n === undefined || n === null ? null : Math.round(n * 100) / 100)),
  comments: optionalText(CLUB_LIMITS.comments, CLUB_MESSAGES.commentsTooLong),
};

export const createRunclubSchema = z.object(clubFields);
export type CreateRunclubInput = z.input<typeof createRunclubSchema>;
export type CreateRunclub = z.output<typeof createRunclubSchema>;

export const updateRunclubSchema = z
  .object({
    name: clubFields.name,
    description: clubFields.description,
    location: clubFields.location,
    runDays: z
      .array(z.enum(RUN_DAYS, { error: CLUB_MESSAGES.runDay }))
      .max(7)
      .transform(unique),
    distances: z.array(z.enum(EVENT_DISTANCE_OPTIONS, { error: CLUB_MESSAGES.distance })).transform(unique),
    abilityLevels: z.array(z.enum(ABILITY_LEVELS, { error: CLUB_MESSAGES.abilityLevel })).transform(unique),
    annualCost: clubFields.annualCost,
    comments: clubFields.comments,
  })
  .partial();
export type UpdateRunclub = z.output<typeof updateRunclubSchema>;

const ignoreEmpty = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === '' || v === 'all' ? undefined : v), schema.optional());

/** GET /api/runclubs: near a point (nearest first) or by name; filters; cursor paging. */
export const listRunclubsQuerySchema = z
  .object({
    lat: ignoreEmpty(z.coerce.number().min(-90).max(90)),
    lng: ignoreEmpty(z.coerce.number().min(-180).max(180)),
    radiusKm: searchRadiusKmSchema,
    q: ignoreEmpty(singleLine(z.string().trim().max(CLUB_LIMITS.searchText, API_MESSAGES.searchTooLong))),
    runDay: ignoreEmpty(z.enum(RUN_DAYS, { error: CLUB_MESSAGES.runDay })),
    distance: ignoreEmpty(z.enum(EVENT_DISTANCE_OPTIONS, { error: CLUB_MESSAGES.distance })),
    abilityLevel: ignoreEmpty(z.enum(ABILITY_LEVELS, { error: CLUB_MESSAGES.abilityLevel })),
    cursor: ignoreEmpty(singleLine(z.string().max(200))),
    limit: z.coerce
      .number()
      .int()
      .min(1)
      .default(CLUB_LIMITS.listDefault)
      .transform((n) => Math.min(n, CLUB_LIMITS.listMax)),
  })
  .refine((v) => (v.lat === undefined) === (v.lng === undefined), {
    path: ['lng'],
    message: API_MESSAGES.latLngTogether,
  });
export type ListRunclubsQuery = z.output<typeof listRunclubsQuerySchema>;

export const runclubCardSchema = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string().nullable(),
  logoUrl: z.string().nullable(),
  location: z.string(),
  lat: z.number().nullable(),
  lng: z.number().nullable(),
  runDays: z.array(z.string()),
  distances: z.array(z.string()),
  abilityLevels: z.array(z.string()),
  annualCost: z.string().nullable(),
  memberCount: z.number(),
  /** Kilometres from the searched point (2 decimals), or null when no point was given. */
  distanceKm: z.number().nullable(),
});
export type RunclubCard = z.infer<typeof runclubCardSchema>;

export const runclubListSchema = z.object({
  clubs: z.array(runclubCardSchema),
  nextCursor: z.string().nullable(),
});
export type RunclubList = z.infer<typeof runclubListSchema>;

/** An upcoming event of the club, as its page lists it; imported ones show "Powered by Strava". */
export const clubEventSchema = eventCardSchema.extend({
  isStravaImport: z.boolean(),
  eventUrl: z.string().nullable(),
  /** The caller's attendance on it, or null. */
  userAttendanceStatus: z.string().nullable(),
});
export type ClubEvent = z.infer<typeof clubEventSchema>;

export const clubMemberSchema = participantSchema.extend({ role: z.enum(CLUB_ROLES) });
export type ClubMember = z.infer<typeof clubMemberSchema>;

export const runclubDetailSchema = runclubCardSchema.omit({ distanceKm: true }).extend({
  comments: z.string().nullable(),
  status: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  viewerRole: z.enum(CLUB_ROLES).nullable(),
  members: z.array(clubMemberSchema),
  upcomingEvents: z.array(clubEventSchema),
  /** The linked Strava club's name, when the club imports its group runs. */
  stravaClubName: z.string().nullable(),
});
export type RunclubDetail = z.infer<typeof runclubDetailSchema>;

export const memberParamsSchema = z.object({
  id: z
    .string()
    .regex(/^\d{1,10}$/, API_MESSAGES.invalidId)
    .transform(Number),
  userId: z.uuid(API_MESSAGES.invalidRunnerId),
});

export const memberRoleSchema = z.object({
  role: z.enum(CLUB_ROLES, { error: CLUB_MESSAGES.role }),
});

export const membershipResultSchema = z.object({
  runclubId: z.number(),
  viewerRole: z.enum(CLUB_ROLES).nullable(),
  memberCount: z.number(),
});
export type MembershipResult = z.infer<typeof membershipResultSchema>;

/** The runner's clubs (for "post as club" on the event form, and their own list). */
export const myRunclubSchema = z.object({
  id: z.number(),
  name: z.string(),
  logoUrl: z.string().nullable(),
  role: z.enum(CLUB_ROLES),
});
export type MyRunclub = z.infer<typeof myRunclubSchema>;
