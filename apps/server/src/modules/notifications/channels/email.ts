import { renderEmail, type Mailer } from '../../../lib/mailer.ts';
import { noticePath, type Recipient, type StoredNotice } from '../notice.ts';
import { DIGEST_TEXTS } from '../digest-texts.ts';
import { NOTICE_TEXTS } from '../notice-texts.ts';
import type { DeliveryChannel } from './channel.ts';

/** Notices by e-mail, in the recipient's language, only to a verified address. */
export class EmailChannel implements DeliveryChannel {
  readonly name = 'email' as const;

  constructor(
    private readonly mailer: Mailer,
    private readonly publicUrl: string,
  ) {}

  async send(recipient: Recipient, notice: StoredNotice): Promise<'sent' | 'skipped'> {
    if (!recipient.email || !recipient.emailVerified) return 'skipped';
    const texts = NOTICE_TEXTS[recipient.language];
    const { title, message } = texts[notice.type](notice.event, notice.actor, notice.details);
    await this.mailer.send({
      to: recipient.email,
      subject: title,
      ...renderEmail({
        heading: title,
        paragraphs: [`${recipient.firstName ? texts.greeting(recipient.firstName) : ''}${message}`],
        actions: [
          {
            label: notice.event ? texts.viewEvent : texts.open,
            url: `${this.publicUrl}${noticePath(notice)}`,
          },
        ],
      }),
    });
    return 'sent';
  }

  /** One e-mail listing every notice with its own link, in the runner's language. */
  async sendDigest(recipient: Recipient, notices: StoredNotice[]): Promise<'sent' | 'skipped'> {
    if (!recipient.email || !recipient.emailVerified || !notices.length) return 'skipped';
    const texts = NOTICE_TEXTS[recipient.language];
    const digest = DIGEST_TEXTS[recipient.language];
    await this.mailer.send({
      to: recipient.email,
      subject: digest.subject(notices.length),
      ...renderEmail({
        heading: digest.heading,
        paragraphs: [
          `${recipient.firstName ? texts.greeting(recipient.firstName) : ''}${digest.intro(notices.length)}`,
        ],
        items: notices.map((notice) => {
          const { title, message } = texts[notice.type](notice.event, notice.actor, notice.details);
          return {
            title,
            text: message,
            label: notice.event ? texts.viewEvent : texts.open,
            url: `${this.publicUrl}${noticePath(notice)}`,
          };
        }),
        actions: [{ label: digest.seeAll, url: `${this.publicUrl}/notifications` }],
        footer: digest.footer,
      }),
    });
    return 'sent';
  }
}
