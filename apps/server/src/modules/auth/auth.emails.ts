import { INTL_LOCALES, safeReturnTo, type Language } from '@stride/contracts';
import { renderEmail, type MailMessage } from '../../lib/mailer.ts';
import { timezoneForState } from '../../lib/timezones.ts';
import { AUTH_EMAIL_TEXTS } from './auth.email-texts.ts';

// Links are always built from PUBLIC_URL, never from the request's Host header.

/** Who an account e-mail goes to: their language, and where they live for the time zone. */
export interface AuthReader {
  email: string;
  language: Language;
  /** The profile's location label ("Bondi, NSW 2026"); its state gives the time zone. */
  location: string | null;
}

/** A moment in the reader's language and their state's time zone (Sydney's when unknown). */
export function readerTime(reader: Pick<AuthReader, 'language' | 'location'>, at: Date): string {
  const state = /\b(NSW|ACT|VIC|TAS|QLD|SA|NT|WA)\b/i.exec(reader.location ?? '')?.[1];
  return new Intl.DateTimeFormat(INTL_LOCALES[reader.language], {
    dateStyle: 'full',
    timeStyle: 'short',
    timeZone: timezoneForState(state),
  }).format(at);
}

export function verificationEmail(
  publicUrl: string,
  reader: AuthReader,
  firstName: string | null,
  token: string,
  expiresAt: Date,
  returnTo?: string,
): MailMessage {
  const t = AUTH_EMAIL_TEXTS[reader.language].verify;
  // Only a same-site path is carried (checked again here: the job's payload outlives a deploy).
  const back = safeReturnTo(returnTo);
  const query = back === '/' ? '' : `?returnTo=${encodeURIComponent(back)}`;
  return {
    to: reader.email,
    subject: t.subject,
    ...renderEmail({
      heading: t.heading(firstName),
      paragraphs: [t.body(readerTime(reader, expiresAt))],
      actions: [{ label: t.action, url: `${publicUrl}/verify-email/${token}${query}` }],
      footer: t.footer,
    }),
  };
}

export function resetEmail(
  publicUrl: string,
  reader: AuthReader,
  token: string,
  expiresAt: Date,
): MailMessage {
  const t = AUTH_EMAIL_TEXTS[reader.language].reset;
  return {
    to: reader.email,
    subject: t.subject,
    ...renderEmail({
      heading: t.heading,
      paragraphs: [t.body(readerTime(reader, expiresAt))],
      actions: [{ label: t.action, url: `${publicUrl}/reset-password/${token}` }],
      footer: t.footer,
    }),
  };
}

export function signupAttemptEmail(publicUrl: string, reader: AuthReader): MailMessage {
  const t = AUTH_EMAIL_TEXTS[reader.language].signupAttempt;
  return {
    to: reader.email,
    subject: t.subject,
    ...renderEmail({
      heading: t.heading,
      paragraphs: t.body,
      actions: [
        { label: t.signIn, url: `${publicUrl}/auth` },
        { label: t.reset, url: `${publicUrl}/auth?mode=forgot` },
      ],
      footer: t.footer,
    }),
  };
}

/** Someone is guessing this account's password (issue 14): sent once per hour at most, never per attempt. */
export function passwordGuessingEmail(publicUrl: string, reader: AuthReader, at: Date): MailMessage {
  const t = AUTH_EMAIL_TEXTS[reader.language].guessing;
  return {
    to: reader.email,
    subject: t.subject,
    ...renderEmail({
      heading: t.heading,
      paragraphs: t.body(readerTime(reader, at)),
      actions: [{ label: t.action, url: `${publicUrl}/auth?mode=forgot` }],
      footer: t.footer,
    }),
  };
}
