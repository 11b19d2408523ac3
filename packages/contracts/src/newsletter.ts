import { z } from 'zod';
import { multiLine, singleLine } from './api.ts';
import { emailAddressSchema } from './community.ts';
import { NEWSLETTER_MESSAGES, withParams, type MessageCode } from './messages.ts';
import { LANGUAGES } from './options.ts';

/**
 * The Stride newsletter (issue 25): sign-up by double opt-in, one-click unsubscribe (RFC 8058) and
 * newsletters staff send to every confirmed address.
 */
export const NEWSLETTER_LIMITS = {
  subject: 200,
  body: 50_000,
  /** How long a confirmation link works. */
  confirmHours: 7 * 24,
  /** At most one confirmation e-mail per address in this many hours, however often it is signed up. */
  confirmResendHours: 6,
  /** Sent newsletters listed in the admin area. */
  recentSends: 20,
} as const;

export const newsletterSubscribeSchema = z.object({
  email: emailAddressSchema,
  /** The language of the page the form is on: the confirmation e-mail is written in it. */
  language: z.enum(LANGUAGES).optional(),
});
export type NewsletterSubscribeInput = z.input<typeof newsletterSubscribeSchema>;

const linkToken = (message: MessageCode) =>
  singleLine(z.string({ error: message }).trim().min(16, message).max(200, message));

export const newsletterConfirmSchema = z.object({
  token: linkToken(NEWSLETTER_MESSAGES.invalidConfirmLink),
});
export const newsletterUnsubscribeSchema = z.object({
  token: linkToken(NEWSLETTER_MESSAGES.invalidUnsubscribeLink),
});
/** The List-Unsubscribe URL's query (RFC 8058): the token rides in the URL, nothing else identifies. */
export const newsletterOneClickQuerySchema = newsletterUnsubscribeSchema;
/** The form body every RFC 8058 one-click POST carries. */
export const newsletterOneClickBodySchema = z.object({
  'List-Unsubscribe': z.literal('One-Click', { error: NEWSLETTER_MESSAGES.oneClickOnly }),
});

/**
 * pending: a sign-up waits for its confirmation link (the answer to every sign-up, whatever the
 * address's state, so the form tells no one who subscribes); subscribed: confirmed; unsubscribed.
 */
export const newsletterResultSchema = z.object({ status: z.enum(['pending', 'subscribed', 'unsubscribed']) });
export type NewsletterResult = z.infer<typeof newsletterResultSchema>;

const BODY_TOO_LONG = withParams(NEWSLETTER_MESSAGES.bodyTooLong, { max: NEWSLETTER_LIMITS.body });

const subject = singleLine(
  z
    .string({ error: NEWSLETTER_MESSAGES.subjectRequired })
    .trim()
    .min(1, NEWSLETTER_MESSAGES.subjectRequired)
    .max(
      NEWSLETTER_LIMITS.subject,
      withParams(NEWSLETTER_MESSAGES.subjectTooLong, { max: NEWSLETTER_LIMITS.subject }),
    ),
);
const body = multiLine(
  z
    .string({ error: NEWSLETTER_MESSAGES.bodyRequired })
    .min(1, { error: NEWSLETTER_MESSAGES.bodyRequired, abort: true })
    .max(NEWSLETTER_LIMITS.body, BODY_TOO_LONG)
    .refine((s) => s.trim().length > 0, NEWSLETTER_MESSAGES.bodyRequired),
);

/** What an admin sends: a subject and a Markdown body. */
export const newsletterSendSchema = z.object({ subject, body });
export type NewsletterSendInput = z.input<typeof newsletterSendSchema>;

export const newsletterPreviewInputSchema = z.object({
  body: z.string().max(NEWSLETTER_LIMITS.body, BODY_TOO_LONG),
});
/** The body as subscribers will get it: Markdown rendered and sanitised by the server. */
export const newsletterPreviewSchema = z.object({ html: z.string() });
export type NewsletterPreview = z.infer<typeof newsletterPreviewSchema>;

export const newsletterSentSchema = z.object({
  id: z.number(),
  subject: z.string(),
  sentAt: z.string(),
  /** The admin who sent it; null once their account is gone. */
  sentBy: z.object({ firstName: z.string().nullable(), lastName: z.string().nullable() }).nullable(),
  /** Confirmed addresses when it was sent. */
  recipientCount: z.number(),
  /** Of those, how many have been mailed so far (the rest are queued, or unsubscribed meanwhile). */
  deliveredCount: z.number(),
});
export type NewsletterSent = z.infer<typeof newsletterSentSchema>;

export const newsletterOverviewSchema = z.object({
  /** Addresses a newsletter sent now would go to. */
  confirmedSubscribers: z.number(),
  /** The latest newsletters sent, newest first. */
  sent: z.array(newsletterSentSchema),
});
export type NewsletterOverview = z.infer<typeof newsletterOverviewSchema>;
