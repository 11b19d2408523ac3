import type { EmailKind } from '@stride/contracts';
import { renderEmail, type Mailer } from '../../../lib/mailer.ts';
import type { EmailUnsubscribeLinks } from '../email-unsubscribe.ts';
import { emailKindOf, noticePath, type Recipient, type StoredNotice } from '../notice.ts';
import { DIGEST_TEXTS } from '../digest-texts.ts';
import { emailLinkTexts } from '../notice-details.ts';
import { NOTICE_TEXTS, storedNoticeText } from '../notice-texts.ts';
import type { DeliveryChannel } from './channel.ts';

/**
 * Notices by e-mail, in the recipient's language, only to a verified address. Every one carries RFC
 * 8058 one-click unsubscribe for its kind of e-mail, and ends with links to the settings and to stop
 * that kind (issue 28: Gmail and Yahoo want both for bulk mail).
 */
export class EmailChannel implements DeliveryChannel {
  readonly name = 'email' as const;

  constructor(
    private readonly mailer: Mailer,
    private readonly publicUrl: string,
    private readonly unsubscribe: EmailUnsubscribeLinks,
  ) {}

  /**
   * The List-Unsubscribe URL and the e-mail's closing links, for one kind of e-mail. A test notice
   * (no kind) is one the runner just asked for: it links to the settings only.
   */
  #kindOfMail(recipient: Recipient, kind: EmailKind | null) {
    const links = emailLinkTexts(recipient.language);
    const settings = { label: links.settings, url: `${this.publicUrl}/notification-preferences` };
    if (!kind) return { listUnsubscribe: undefined, footerLinks: [settings] };
    const listUnsubscribe = this.unsubscribe.url(recipient.id, kind);
    return { listUnsubscribe, footerLinks: [settings, { label: links.stopThese, url: listUnsubscribe }] };
  }

  async send(recipient: Recipient, notice: StoredNotice): Promise<'sent' | 'skipped'> {
    const kind = emailKindOf(notice.type);
    if (!recipient.email || !recipient.emailVerified) return 'skipped';
    const texts = NOTICE_TEXTS[recipient.language];
    const { title, message } = storedNoticeText(recipient.language, notice);
    const { listUnsubscribe, footerLinks } = this.#kindOfMail(recipient, kind);
    await this.mailer.send({
      to: recipient.email,
      subject: title,
      listUnsubscribe,
      ...renderEmail({
        heading: title,
        paragraphs: `${recipient.firstName ? texts.greeting(recipient.firstName) : ''}${message}`.split('\n'),
        actions: [
          {
            label: notice.event ? texts.viewEvent : texts.open,
            url: `${this.publicUrl}${noticePath(notice)}`,
          },
        ],
        footerLinks,
      }),
    });
    return 'sent';
  }

  /** One e-mail listing every notice with its own link, in the runner's language. */
  async sendDigest(recipient: Recipient, notices: StoredNotice[]): Promise<'sent' | 'skipped'> {
    if (!recipient.email || !recipient.emailVerified || !notices.length) return 'skipped';
    const texts = NOTICE_TEXTS[recipient.language];
    const digest = DIGEST_TEXTS[recipient.language];
    const { listUnsubscribe, footerLinks } = this.#kindOfMail(recipient, 'digest');
    await this.mailer.send({
      to: recipient.email,
      subject: digest.subject(notices.length),
      listUnsubscribe,
      ...renderEmail({
        heading: digest.heading,
        paragraphs: [
          `${recipient.firstName ? texts.greeting(recipient.firstName) : ''}${digest.intro(notices.length)}`,
        ],
        items: notices.map((notice) => {
          const { title, message } = storedNoticeText(recipient.language, notice);
          return {
            title,
            text: message,
            label: notice.event ? texts.viewEvent : texts.open,
            url: `${this.publicUrl}${noticePath(notice)}`,
          };
        }),
        actions: [{ label: digest.seeAll, url: `${this.publicUrl}/notifications` }],
        footer: digest.footer,
        footerLinks,
      }),
    });
    return 'sent';
  }
}
