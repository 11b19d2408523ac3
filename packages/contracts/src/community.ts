import { z } from 'zod';

import { multiLine, singleLine } from './api.ts';
import { CONTACT_LIMITS, PAGE_VIEW_LIMITS } from './community-limits.ts';

export { CONTACT_LIMITS, PAGE_VIEW_LIMITS };

/** An e-mail address typed into a public form (contact, newsletter sign-up). */
export const emailAddressSchema = z
  .string({ error: 'Please enter your e-mail address' })
  .trim()
  .min(1, 'Please enter your e-mail address')
  .max(CONTACT_LIMITS.email, `E-mail must be at most ${CONTACT_LIMITS.email} characters`)
  .pipe(z.email({ error: 'Please enter a valid e-mail address' }));

export const contactMessageSchema = z.object({
  name: singleLine(
    z
      .string({ error: 'Please enter your name' })
      .trim()
      .min(1, 'Please enter your name')
      .max(CONTACT_LIMITS.name, `Name must be at most ${CONTACT_LIMITS.name} characters`),
  ),
  email: emailAddressSchema,
  subject: singleLine(
    z
      .string({ error: 'Please enter a subject' })
      .trim()
      .min(1, 'Please enter a subject')
      .max(CONTACT_LIMITS.subject, `Subject must be at most ${CONTACT_LIMITS.subject} characters`),
  ),
  message: multiLine(
    z
      .string({ error: 'Please enter a message' })
      .trim()
      .min(CONTACT_LIMITS.messageMin, `Message must be at least ${CONTACT_LIMITS.messageMin} characters`)
      .max(CONTACT_LIMITS.message, `Message must be at most ${CONTACT_LIMITS.message} characters`),
  ),
});
export type ContactMessageInput = z.infer<typeof contactMessageSchema>;

export const pageViewSchema = z.object({
  path: singleLine(
    z.string().trim().min(1).max(PAGE_VIEW_LIMITS.path).regex(/^\//, 'path must start with /'),
  ),
  referrer: singleLine(z.string().trim().max(PAGE_VIEW_LIMITS.referrer)).optional(),
  language: singleLine(z.string().trim().max(PAGE_VIEW_LIMITS.language)).optional(),
});
export type PageViewInput = z.infer<typeof pageViewSchema>;

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
