import { z } from 'zod';
import { API_MESSAGES, EVENT_MESSAGES } from './messages.ts';
import { idParamsSchema } from './api.ts';
import { participantSchema } from './events.ts';
import { CHECK_IN_CODE_PATTERN } from './pace-group-rules.ts';

/*
 * Attendance that is recorded, not assumed (issue 29): from 30 minutes before a run until 3 hours after
 * it starts, whoever manages the run marks runners present or absent, and runners check themselves in
 * with the run's 4-digit code (shown to the host as a QR code too).
 */

/** PUT /api/events/{id}/attendance/{userId}. */
export const presenceParamsSchema = idParamsSchema.extend({
  userId: z.uuid(API_MESSAGES.invalidRunnerId),
});
export const presenceInputSchema = z.object({
  present: z.boolean({ error: EVENT_MESSAGES.present }),
});

/** POST /api/events/{id}/check-in. */
export const checkInInputSchema = z.object({
  code: z
    .string({ error: EVENT_MESSAGES.checkInCode })
    .trim()
    .regex(CHECK_IN_CODE_PATTERN, EVENT_MESSAGES.checkInCode),
});

/** GET /api/events/{id}/check-in-code: the code, the link its QR code opens, and the window. */
export const checkInCodeSchema = z.object({
  code: z.string(),
  /** The event page with the code, which offers the runner to check in. */
  checkInUrl: z.string(),
  opensAt: z.string(),
  closesAt: z.string(),
});
export type CheckInCode = z.infer<typeof checkInCodeSchema>;

/** A runner's attendance on one run, as a check-in or a host's mark answers it. */
export const presenceResultSchema = z.object({
  eventId: z.number(),
  userId: z.string(),
  present: z.boolean(),
  message: z.string(),
});
export type PresenceResult = z.infer<typeof presenceResultSchema>;

/**
 * GET /api/events/{id}/attendance: the roster whoever manages the run takes attendance from. Each
 * runner holding a place, their group, whether they were marked, and (privately, to the run's managers
 * only) how often they held a place at one of the same host's runs where attendance was taken and were
 * not there.
 */
export const attendanceRosterSchema = z.object({
  opensAt: z.string(),
  closesAt: z.string(),
  open: z.boolean(),
  runners: z.array(
    participantSchema.extend({
      paceGroupId: z.number().nullable(),
      present: z.boolean().nullable(),
      noShows: z.number(),
    }),
  ),
});
export type AttendanceRoster = z.infer<typeof attendanceRosterSchema>;
