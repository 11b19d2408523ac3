import { LANGUAGES, type Language } from '@stride/contracts';
import { renderEmail, type MailMessage } from '../../lib/mailer.ts';
import { readerTime } from '../auth/index.ts';
import { renderMarkdown } from '../news/index.ts';
import { NEWSLETTER_EMAIL_TEXTS } from './newsletter.email-texts.ts';

// Every link is built from PUBLIC_URL, never from a request's Host header.

/** Who a newsletter e-mail goes to, and the tokens made for this one mail. */
export interface NewsletterReader {
  email: string;
  language: string;
  /** This mail's own unsubscribe token (its hash is stored; see newsletter_unsubscribe_tokens). */
  unsubscribeToken: string;
}

export const asLanguage = (value: string | null | undefined): Language =>
  (LANGUAGES as readonly string[]).includes(value ?? '') ? (value as Language) : 'en';

/** The page that asks for one click before unsubscribing (what the link in the body opens). */
const unsubscribePage = (publicUrl: string, token: string) =>
  `${publicUrl}/newsletter/unsubscribe?token=${encodeURIComponent(token)}`;

/** RFC 8058's List-Unsubscribe target: a POST to it unsubscribes at once, with no session. */
export const oneClickUrl = (publicUrl: string, token: string) =>
  `${publicUrl}/api/newsletter/unsubscribe/one-click?token=${encodeURIComponent(token)}`;

/**
 * A newsletter's Markdown as subscribers get it: the news module's renderer and sanitiser, then links
 * and images on this site made absolute, since an e-mail has no site to be relative to.
 */
export function renderNewsletterHtml(publicUrl: string, markdown: string): string {
  // A function, not a replacement string: the address would be scanned for $ patterns.
  return renderMarkdown(markdown).replace(
    /(href|src)="\/(?!\/)/g,
    (_match, attr: string) => `${attr}="${publicUrl}/`,
  );
}

export function confirmationEmail(
  publicUrl: string,
  reader: NewsletterReader,
  confirmToken: string,
  expiresAt: Date,
): MailMessage {
  const language = asLanguage(reader.language);
  const t = NEWSLETTER_EMAIL_TEXTS[language].confirm;
  return {
    to: reader.email,
    subject: t.subject,
    listUnsubscribe: oneClickUrl(publicUrl, reader.unsubscribeToken),
    ...renderEmail({
      heading: t.heading,
      paragraphs: [t.body(readerTime({ language, location: null }, expiresAt))],
      actions: [
        {
          label: t.action,
          url: `${publicUrl}/newsletter/confirm?token=${encodeURIComponent(confirmToken)}`,
        },
      ],
      footer: t.footer,
    }),
  };
}

export function welcomeEmail(publicUrl: string, reader: NewsletterReader): MailMessage {
  const t = NEWSLETTER_EMAIL_TEXTS[asLanguage(reader.language)].welcome;
  return {
    to: reader.email,
    subject: t.subject,
    listUnsubscribe: oneClickUrl(publicUrl, reader.unsubscribeToken),
    ...renderEmail({
      heading: t.heading,
      paragraphs: t.body,
      actions: [{ label: t.action, url: unsubscribePage(publicUrl, reader.unsubscribeToken) }],
    }),
  };
}

/** One newsletter to one confirmed address: staff's subject and body, then the way off the list. */
export function issueEmail(
  publicUrl: string,
  reader: NewsletterReader,
  newsletter: { subject: string; body: string },
): MailMessage {
  const t = NEWSLETTER_EMAIL_TEXTS[asLanguage(reader.language)].issue;
  return {
    to: reader.email,
    subject: newsletter.subject,
    listUnsubscribe: oneClickUrl(publicUrl, reader.unsubscribeToken),
    ...renderEmail({
      heading: newsletter.subject,
      paragraphs: [],
      // The Markdown as written is the plain-text part: it reads as text.
      content: { html: renderNewsletterHtml(publicUrl, newsletter.body), text: newsletter.body },
      actions: [{ label: t.action, url: unsubscribePage(publicUrl, reader.unsubscribeToken) }],
      footer: t.footer(reader.email),
    }),
  };
}
