import { inArray } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { notifications, users } from '../../db/schema/index.ts';
import { renderEmail, type Mailer } from '../../lib/mailer.ts';

export interface EventNotice {
  userId: string;
  eventId: number;
  type: 'event_updated' | 'event_cancelled' | 'waitlist_promoted';
  title: string;
  message: string;
}

/** In-app notifications (the bell reads `notifications`), written in the caller's transaction. */
export async function notify(db: Db, notices: EventNotice[]): Promise<EventNotice[]> {
  if (notices.length)
    await db.insert(notifications).values(notices.map((n) => ({ ...n, sentAt: new Date() })));
  return notices;
}

/**
 * The same notices by e-mail, sent after the transaction committed and never blocking the request:
 * a failing mail server is logged, the change itself stands.
 */
export class EventEmails {
  constructor(
    private readonly db: Db,
    private readonly mailer: Mailer,
    private readonly publicUrl: string,
    private readonly log: FastifyBaseLogger,
  ) {}

  send(notices: EventNotice[]): void {
    if (!notices.length) return;
    void this.#send(notices).catch((err: unknown) => this.log.warn({ err }, 'event e-mail failed'));
  }

  async #send(notices: EventNotice[]): Promise<void> {
    const people = await this.db
      .select({ id: users.id, email: users.email, firstName: users.firstName, verified: users.emailVerified })
      .from(users)
      .where(inArray(users.id, [...new Set(notices.map((n) => n.userId))]));
    const byId = new Map(people.map((p) => [p.id, p]));
    for (const n of notices) {
      const to = byId.get(n.userId);
      if (!to?.email || !to.verified) continue;
      await this.mailer.send({
        to: to.email,
        subject: n.title,
        ...renderEmail({
          heading: n.title,
          paragraphs: [`${to.firstName ? `Hi ${to.firstName}, ` : ''}${n.message}`],
          actions: [{ label: 'View event', url: `${this.publicUrl}/events/${n.eventId}` }],
        }),
      });
    }
  }
}

export function eventEmails(app: FastifyInstance): EventEmails {
  return new EventEmails(
    app.database.db,
    app.services.mailer,
    app.config.publicUrl.replace(/\/$/, ''),
    app.log,
  );
}
