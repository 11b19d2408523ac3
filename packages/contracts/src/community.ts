import { z } from 'zod';

import { multiLine, singleLine } from './api.ts';
import { CONTACT_LIMITS, PAGE_VIEW_LIMITS } from './community-limits.ts';
import { CONTACT_MESSAGES as C, withParams } from './messages.ts';

export { CONTACT_LIMITS, PAGE_VIEW_LIMITS };

/** An e-mail address typed into a public form (contact, newsletter sign-up). */
export const emailAddressSchema = z
  .string({ error: C.emailRequired })
  .trim()
  .min(1, C.emailRequired)
  .max(CONTACT_LIMITS.email, withParams(C.emailTooLong, { max: CONTACT_LIMITS.email }))
  .pipe(z.email({ error: C.emailInvalid }));

export const contactMessageSchema = z.object({
  name: singleLine(
    z
      .string({ error: C.nameRequired })
      .trim()
      .min(1, C.nameRequired)
      .max(CONTACT_LIMITS.name, withParams(C.nameTooLong, { max: CONTACT_LIMITS.name })),
  ),
  email: emailAddressSchema,
  subject: singleLine(
    z
      .string({ error: C.subjectRequired })
      .trim()
      .min(1, C.subjectRequired)
      .max(CONTACT_LIMITS.subject, withParams(C.subjectTooLong, { max: CONTACT_LIMITS.subject })),
  ),
  message: multiLine(
    z
      .string({ error: C.messageRequired })
      .trim()
      .min(CONTACT_LIMITS.messageMin, withParams(C.messageTooShort, { min: CONTACT_LIMITS.messageMin }))
      .max(CONTACT_LIMITS.message, withParams(C.messageTooLong, { max: CONTACT_LIMITS.message })),
  ),
});
export type ContactMessageInput = z.infer<typeof contactMessageSchema>;

export const pageViewSchema = z.object({
  path: singleLine(z.string().trim().min(1).max(PAGE_VIEW_LIMITS.path).regex(/^\//, C.pathInvalid)),
  referrer: singleLine(z.string().trim().max(PAGE_VIEW_LIMITS.referrer)).optional(),
  language: singleLine(z.string().trim().max(PAGE_VIEW_LIMITS.language)).optional(),
});
export type PageViewInput = z.infer<typeof pageViewSchema>;

/** One thing an edit changed about a run, as its notice names it ("Time: 17:30 → 18:00"). */
export const EVENT_CHANGE_FIELDS = ['title', 'date', 'time', 'place', 'meetingPoint'] as const;
export const eventChangeSchema = z.object({
  field: z.enum(EVENT_CHANGE_FIELDS),
  from: z.string().nullable(),
  to: z.string().nullable(),
});
export type EventChange = z.infer<typeof eventChangeSchema>;

export const notificationSchema = z.object({
  id: z.number().int(),
  type: z.string(),
  title: z.string(),
  message: z.string(),
  eventId: z.number().int().nullable(),
  /** The event it is about, as it stands now, so the app can word the message in the runner's language. */
  event: z.object({ title: z.string(), date: z.string() }).nullable(),
  /** The runner a social notice is about (a buddy request's sender), by first name. */
  actor: z.object({ id: z.string(), firstName: z.string().nullable() }).nullable(),
  /**
   * What it is about beyond its event: what an edit changed and a cancellation's message (issue 28),
   * the club challenge a runner completed (issue 29).
   */
  details: z
    .object({
      changes: z.array(eventChangeSchema).optional(),
      message: z.string().optional(),
      challenge: z.object({ id: z.number(), clubId: z.number(), title: z.string() }).optional(),
    })
    .nullable(),
  isRead: z.boolean(),
  createdAt: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationUpdateSchema = z.object({ isRead: z.boolean() });

/**
 * What the web app reads first, the one public-config endpoint: whether the request carries a live
 * session (so a signed-out visitor never triggers a 401 on /api/auth/user), the optional external
 * analytics id and the map tiles (MAP_TILE_URL, MAP_TILE_ATTRIBUTION). Never secrets.
 */
export const clientConfigSchema = z.object({
  signedIn: z.boolean(),
  analyticsId: z.string().nullable(),
  mapTileUrl: z.string(),
  mapTileAttribution: z.string(),
});
export type ClientConfig = z.infer<typeof clientConfigSchema>;
