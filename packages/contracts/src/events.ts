import { z } from 'zod';
import {
  ABILITY_LEVELS,
  ATTENDANCE_STATUSES,
  DEFAULT_TIME_PERIOD_HOURS,
  DISTANCE_FILTERS,
  EVENT_DISTANCE_OPTIONS,
  EVENT_TYPES,
  EVENT_TYPE_FILTERS,
  LIMITS,
  RECURRING_TYPES,
  TIME_FILTERS,
  type EventDistance,
} from './options.ts';
import { COMMENT_MAX_LENGTH, EVENT_LIMITS, QUICK_COMMENTS } from './event-texts.ts';
import { API_MESSAGES, EVENT_MESSAGES, type MessageCode } from './messages.ts';
import { multiLine, searchRadiusKmSchema, singleLine, webLinkSchema } from './api.ts';
import {
  paceFilterFields,
  paceGroupCapacityRule,
  paceGroupSchema,
  paceGroupsInputSchema,
  runnerPaceSchema,
} from './pace-groups.ts';

const dateString = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, EVENT_MESSAGES.date)
  .refine((s) => {
    const d = new Date(`${s}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
  }, EVENT_MESSAGES.date);
const timeString = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/, EVENT_MESSAGES.time)
  .transform((s) => s.slice(0, 5));
/** Optional text: empty becomes null. `lines` says whether line breaks make sense in it. */
const optionalText = (max: number, message: MessageCode, lines: 'single' | 'multi' = 'single') =>
  (lines === 'single' ? singleLine : multiLine)(z.string().trim().max(max, message))
    .nullish()
    .transform((s) => (s ? s : null));
const url = webLinkSchema.max(EVENT_LIMITS.url).nullish();

const eventFields = {
  title: singleLine(
    z
      .string({ error: EVENT_MESSAGES.titleRequired })
      .trim()
      .min(1, EVENT_MESSAGES.titleRequired)
      .max(EVENT_LIMITS.title, EVENT_MESSAGES.titleTooLong),
  ),
  description: optionalText(EVENT_LIMITS.description, EVENT_MESSAGES.descriptionTooLong, 'multi'),
  date: dateString,
  time: timeString,
  location: singleLine(
    z
      .string({ error: EVENT_MESSAGES.locationRequired })
      .trim()
      .min(1, EVENT_MESSAGES.locationRequired)
      .max(EVENT_LIMITS.location, EVENT_MESSAGES.locationTooLong),
  ),
  /** Australian state of the location (NSW, VIC, …); read from the location label when absent. */
  state: z.enum(['NSW', 'ACT', 'VIC', 'TAS', 'QLD', 'SA', 'NT', 'WA']).optional(),
  lat: z.number().min(-90).max(90),
  lng: z.number().min(-180).max(180),
  // Checked as a whole so every failure (none, or one not in the 17 options) reports on `distances`.
  distances: z
    .array(z.string(), { error: EVENT_MESSAGES.distances })
    .min(1, EVENT_MESSAGES.distances)
    .refine(
      (d) => d.every((x) => (EVENT_DISTANCE_OPTIONS as readonly string[]).includes(x)),
      EVENT_MESSAGES.distances,
    )
    .transform((d) => [...new Set(d)] as EventDistance[]),
  maxParticipants: z
    .number()
    .int()
    .min(1, EVENT_MESSAGES.minParticipants)
    .max(EVENT_LIMITS.maxParticipants)
    .default(LIMITS.defaultMaxParticipants),
  /** 'official' needs the admin or organiser role; 'run_club' is set by posting as a club (clubId). */
  eventType: z.enum(EVENT_TYPES).default('user'),
  isClubEvent: z.boolean().default(false),
  /** Post as this Stride run club (its owner or admins only); the event takes the club's name (issue 25). */
  clubId: z.number().int().min(1).max(2_147_483_647).nullish(),
  abilityLevels: z.array(z.enum(ABILITY_LEVELS)).default([]),
  creatorComments: optionalText(EVENT_LIMITS.creatorComments, EVENT_MESSAGES.commentsTooLong, 'multi'),
  isRace: z.boolean().default(false),
  raceCost: z.number().min(0).max(999999.99).nullish(),
  raceWebsite: url,
  difficulty: optionalText(EVENT_LIMITS.difficulty, EVENT_MESSAGES.difficultyTooLong),
  terrain: optionalText(EVENT_LIMITS.terrain, EVENT_MESSAGES.terrainTooLong),
  meetingPoint: optionalText(EVENT_LIMITS.meetingPoint, EVENT_MESSAGES.meetingPointTooLong, 'multi'),
  eventUrl: url,
  /** Up to 8 pace groups (issue 29); none is a run without groups. */
  paceGroups: paceGroupsInputSchema.default([]),
};

const recurrenceFields = {
  isRecurring: z.boolean().default(false),
  recurringType: z.enum(RECURRING_TYPES).nullish(),
  recurringEndDate: dateString.nullish(),
  recurringDaysOfWeek: z.array(z.number().int().min(0).max(6)).max(7).nullish(),
};

/** A club event is posted as one of the runner's clubs; recurring events require type and end date. */
function clubAndRecurrenceRule(
  v: {
    isClubEvent?: boolean;
    eventType?: string;
    clubId?: number | null;
    isRecurring?: boolean;
    recurringType?: string | null;
    recurringEndDate?: string | null;
    date?: string;
  },
  ctx: z.RefinementCtx,
) {
  // Issue 25: a club's name cannot be borrowed; the club is named by its id and its admins post for it.
  if ((v.isClubEvent || v.eventType === 'run_club') && !v.clubId)
    ctx.addIssue({ code: 'custom', path: ['clubId'], message: EVENT_MESSAGES.clubRequired });
  if (v.isRecurring && (!v.recurringType || !v.recurringEndDate)) {
    ctx.addIssue({
      code: 'custom',
      path: [v.recurringType ? 'recurringEndDate' : 'recurringType'],
      message: EVENT_MESSAGES.clubOrRecurring,
    });
  }
  if (v.isRecurring && v.recurringEndDate && v.date) {
    if (v.recurringEndDate < v.date)
      ctx.addIssue({ code: 'custom', path: ['recurringEndDate'], message: EVENT_MESSAGES.recurringEnd });
    const limit = new Date(`${v.date}T00:00:00Z`);
    limit.setUTCFullYear(limit.getUTCFullYear() + 1);
    if (v.recurringEndDate > limit.toISOString().slice(0, 10)) {
      ctx.addIssue({ code: 'custom', path: ['recurringEndDate'], message: EVENT_MESSAGES.recurringTooLong });
    }
  }
}

export const createEventSchema = z
  .object({ ...eventFields, ...recurrenceFields })
  .superRefine(clubAndRecurrenceRule)
  .superRefine(paceGroupCapacityRule);
export type CreateEventInput = z.input<typeof createEventSchema>;
export type CreateEvent = z.output<typeof createEventSchema>;

/**
 * PATCH: any event field but its club, which is fixed at creation like its recurrence ('official' still
 * needs the role).
 */
export const updateEventSchema = z
  .object({
    title: eventFields.title,
    description: eventFields.description,
    date: eventFields.date,
    time: eventFields.time,
    location: eventFields.location,
    state: eventFields.state,
    lat: eventFields.lat,
    lng: eventFields.lng,
    distances: eventFields.distances,
    maxParticipants: z.number().int().min(1).max(EVENT_LIMITS.maxParticipants),
    eventType: z.enum(EVENT_TYPES),
    abilityLevels: z.array(z.enum(ABILITY_LEVELS)),
    creatorComments: eventFields.creatorComments,
    isRace: z.boolean(),
    raceCost: eventFields.raceCost,
    raceWebsite: eventFields.raceWebsite,
    difficulty: eventFields.difficulty,
    terrain: eventFields.terrain,
    meetingPoint: eventFields.meetingPoint,
    eventUrl: eventFields.eventUrl,
    /**
     * The whole list of groups: a group given with its `id` is kept (its runners stay in it), one without
     * is new, and a group left out is removed (its runners keep their place, in no group).
     */
    paceGroups: paceGroupsInputSchema,
  })
  .partial()
  .superRefine(paceGroupCapacityRule);
export type UpdateEvent = z.output<typeof updateEventSchema>;

/** single: this occurrence only (default); series: every upcoming occurrence of its recurring series. */
export const seriesScopeSchema = z.object({ scope: z.enum(['single', 'series']).default('single') });
/** DELETE /api/events/:id's optional body: the organiser's word to everyone signed up (issue 28). */
export const cancelEventSchema = z.object({
  message: optionalText(EVENT_LIMITS.cancelMessage, EVENT_MESSAGES.cancelMessageTooLong, 'multi'),
});
export type CancelEvent = z.input<typeof cancelEventSchema>;

const ignoreAll = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === '' || v === 'all' ? undefined : v), schema.optional());

export const listEventsQuerySchema = z.object({
  limit: z.coerce
    .number()
    .int(API_MESSAGES.limitWhole)
    .min(1, API_MESSAGES.limitMin)
    .default(LIMITS.eventsListDefault)
    .transform((n) => Math.min(n, LIMITS.eventsListMax)),
  cursor: singleLine(z.string().max(200)).optional(),
  date: ignoreAll(dateString),
  timeFilter: ignoreAll(z.enum(TIME_FILTERS).exclude(['all'])),
  distanceFilter: ignoreAll(z.enum(DISTANCE_FILTERS).exclude(['all'])),
  eventTypeFilter: ignoreAll(z.enum(EVENT_TYPE_FILTERS).exclude(['all'])),
  /** One exact distance option (e.g. Parkrun for /parkruns); the grouped distanceFilter cannot single one out. */
  distance: ignoreAll(z.enum(EVENT_DISTANCE_OPTIONS, { error: EVENT_MESSAGES.unknownDistance })),
  ...paceFilterFields,
});
export type ListEventsQuery = z.output<typeof listEventsQuerySchema>;

export const searchEventsQuerySchema = z.object({
  lat: z.coerce.number({ error: EVENT_MESSAGES.latRequired }).min(-90).max(90),
  lng: z.coerce.number({ error: EVENT_MESSAGES.lngRequired }).min(-180).max(180),
  radiusKm: searchRadiusKmSchema,
  /** The spec's periods (24, 48, 168, 336, 720) or a custom range converted to whole hours (minimum 1). */
  hours: z.coerce
    .number()
    .int(EVENT_MESSAGES.hoursWhole)
    .min(1, EVENT_MESSAGES.hoursMin)
    .max(24 * EVENT_LIMITS.searchWindowDays)
    .default(DEFAULT_TIME_PERIOD_HOURS),
  sort: z.enum(['time', 'distance']).default('time'),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .default(LIMITS.eventsListDefault)
    .transform((n) => Math.min(n, LIMITS.eventsListMax)),
  ...paceFilterFields,
});
export type SearchEventsQuery = z.output<typeof searchEventsQuerySchema>;

export const participantSchema = z.object({
  id: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
});
export type Participant = z.infer<typeof participantSchema>;

export const eventSchema = z.object({
  id: z.number(),
  title: z.string(),
  description: z.string().nullable(),
  date: z.string(),
  time: z.string(),
  timezone: z.string(),
  /** The start as an ISO UTC instant. */
  startsAt: z.string(),
  /** morning, afternoon, evening or night by the event's local start hour. */
  timeOfDay: z.enum(['morning', 'afternoon', 'evening', 'night']),
  location: z.string(),
  lat: z.number(),
  lng: z.number(),
  distances: z.array(z.string()),
  maxParticipants: z.number(),
  createdBy: z.string().nullable(),
  creatorId: z.string().nullable(),
  /**
   * The runner who created it deleted their account: createdBy is empty and the page says 'Deleted
   * runner' in the reader's language. A code, not stored English (issue 25). False for Strava imports
   * and organisers' events, whose createdBy names the club or organiser.
   */
  creatorDeleted: z.boolean(),
  status: z.string(),
  eventType: z.string(),
  isClubEvent: z.boolean(),
  clubName: z.string().nullable(),
  /** The Stride run club running it, if any. */
  clubId: z.number().nullable(),
  /** Imported from the club's Strava group events: shown with "Powered by Strava". */
  isStravaImport: z.boolean(),
  stravaClubName: z.string().nullable(),
  abilityLevels: z.array(z.string()),
  creatorComments: z.string().nullable(),
  isRecurring: z.boolean(),
  recurringType: z.string().nullable(),
  recurringEndDate: z.string().nullable(),
  recurringDaysOfWeek: z.array(z.number()).nullable(),
  parentEventId: z.number().nullable(),
  isRace: z.boolean(),
  raceCost: z.string().nullable(),
  raceWebsite: z.string().nullable(),
  difficulty: z.string().nullable(),
  terrain: z.string().nullable(),
  privacy: z.string(),
  meetingPoint: z.string().nullable(),
  eventUrl: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  participantCount: z.number(),
  waitlistCount: z.number(),
  /** The paces of its pace groups (seconds per km, fastest first); empty for a run without groups. */
  paceGroupPaces: z.array(z.number()),
  /** Its pace groups in the host's order, each with how full it is (issue 29). */
  paceGroups: z.array(paceGroupSchema),
});
export type EventSummary = z.infer<typeof eventSchema>;

/**
 * What lists and maps show of an event. Lists answer up to 100 events at a time, so the long text
 * fields (description, comments) and bookkeeping stay in the detail answer: a list answer is a third
 * of the size, which is most of the list endpoint's cost.
 */
export const eventCardSchema = eventSchema.pick({
  id: true,
  title: true,
  date: true,
  time: true,
  timezone: true,
  startsAt: true,
  timeOfDay: true,
  location: true,
  lat: true,
  lng: true,
  distances: true,
  maxParticipants: true,
  status: true,
  eventType: true,
  isClubEvent: true,
  clubName: true,
  abilityLevels: true,
  isRace: true,
  raceCost: true,
  participantCount: true,
  waitlistCount: true,
  paceGroupPaces: true,
});
export type EventCard = z.infer<typeof eventCardSchema>;

export const nearbyEventSchema = eventCardSchema.extend({ distance: z.number() });
export type NearbyEvent = z.infer<typeof nearbyEventSchema>;

export const eventListSchema = z.object({
  events: z.array(eventCardSchema),
  nextCursor: z.string().nullable(),
});
export const nearbySearchSchema = z.object({
  events: z.array(nearbyEventSchema),
  /** Matches, counted up to LIMITS.nearbyTotalCap; with totalCapped, at least that many. */
  total: z.number(),
  totalCapped: z.boolean().optional(),
});

export const reactionSummarySchema = z.object({
  emoji: z.string(),
  count: z.number(),
  reactedByMe: z.boolean(),
});

/** The caller's place: an attendance value, 'waitlisted', or null when not signed up. */
export const userAttendanceStatusSchema = z.enum([...ATTENDANCE_STATUSES, 'waitlisted']).nullable();

/** A runner on the event page's list: their pace group and whether they checked in (issue 29). */
export const eventParticipantSchema = participantSchema.extend({
  paceGroupId: z.number().nullable(),
  checkedIn: z.boolean(),
});
export type EventParticipant = z.infer<typeof eventParticipantSchema>;

export const eventDetailSchema = eventSchema.extend({
  participants: z.array(eventParticipantSchema),
  userAttendanceStatus: userAttendanceStatusSchema,
  waitlistPosition: z.number().nullable(),
  /** The caller's pace group (a place or the waitlist), and whether they were marked present or absent. */
  userPaceGroupId: z.number().nullable(),
  userPresent: z.boolean().nullable(),
  /** The caller's easy pace and the group nearest it (the slower one on a tie); null when unknown. */
  runnerPace: runnerPaceSchema.nullable(),
  suggestedPaceGroupId: z.number().nullable(),
  reactions: z.array(reactionSummarySchema),
  commentCount: z.number(),
  /** The caller may edit, cancel and take runners off it: its host, or for a club run the club's admins. */
  canManage: z.boolean(),
});
export type EventDetail = z.infer<typeof eventDetailSchema>;

/** POST /api/events answers the first occurrence and how many occurrences a recurring series produced. */
export const createdEventSchema = eventSchema.extend({ occurrenceCount: z.number() });

export const userEventSchema = eventSchema.extend({
  isCreator: z.boolean(),
  userAttendanceStatus: z.string().nullable(),
});
export type UserEvent = z.infer<typeof userEventSchema>;
export const userEventsQuerySchema = z.object({ when: z.enum(['all', 'upcoming', 'past']).default('all') });

export const attendanceUpdateSchema = z.object({
  attendanceStatus: z.enum(ATTENDANCE_STATUSES, {
    error: EVENT_MESSAGES.attendanceStatus,
  }),
});

export const attendanceResultSchema = z.object({
  eventId: z.number(),
  userAttendanceStatus: userAttendanceStatusSchema,
  waitlistPosition: z.number().nullable(),
  participantCount: z.number(),
  /** The runner's pace group, when the event has groups. */
  paceGroupId: z.number().nullable(),
  message: z.string(),
});
export type AttendanceResult = z.infer<typeof attendanceResultSchema>;

export const reactionInputSchema = z.object({
  emoji: singleLine(
    z.string().trim().min(1, EVENT_MESSAGES.emoji).max(LIMITS.emojiMax, EVENT_MESSAGES.emoji),
  ),
});

export const commentInputSchema = z
  .object({
    content: multiLine(
      z
        .string({ error: EVENT_MESSAGES.commentRequired })
        .trim()
        .min(1, EVENT_MESSAGES.commentRequired)
        .max(COMMENT_MAX_LENGTH, EVENT_MESSAGES.commentTooLong),
    ),
    isQuickComment: z.boolean().default(false),
  })
  .refine((c) => !c.isQuickComment || (QUICK_COMMENTS as readonly string[]).includes(c.content), {
    path: ['content'],
    message: EVENT_MESSAGES.quickComment,
  });
export const commentUpdateSchema = z.object({
  content: multiLine(
    z
      .string({ error: EVENT_MESSAGES.commentRequired })
      .trim()
      .min(1, EVENT_MESSAGES.commentRequired)
      .max(COMMENT_MAX_LENGTH, EVENT_MESSAGES.commentTooLong),
  ),
});

export const commentSchema = z.object({
  id: z.number(),
  eventId: z.number(),
  content: z.string(),
  isQuickComment: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Null when the author deleted their account: the comment stays, shown as from 'Deleted runner'. */
  author: participantSchema.nullable(),
});
export type EventComment = z.infer<typeof commentSchema>;

export const runnerStatsSchema = z.object({
  /** Past, non-cancelled events the runner attended (held a place with status attending). */
  eventsJoined: z.number(),
  /** Sum over those events of each event's shortest stated distance in km (DISTANCE_KM), 1 decimal. */
  totalKm: z.number(),
  /** eventsJoined counted only for events in the current calendar month (event's local date). */
  thisMonth: z.number(),
  /** Runs the runner checked in at, or was marked present at by the host (issue 29). */
  runsAttended: z.number(),
});
export type RunnerStats = z.infer<typeof runnerStatsSchema>;

export const calendarFeedSchema = z.object({ url: z.string() });
