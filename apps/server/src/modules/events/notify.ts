import type { Db } from '../../db/client.ts';
import { notifications } from '../../db/schema/index.ts';

export interface EventNotice {
  userId: string;
  eventId: number;
  type: 'event_updated' | 'event_cancelled' | 'waitlist_promoted';
  title: string;
  message: string;
}

/**
 * In-app notifications (the bell reads `notifications`). E-mail is not sent from here: when this
 * was written apps/server/src/lib/mailer.ts was not part of the shared tree's API yet.
 */
export async function notify(db: Db, notices: EventNotice[]): Promise<void> {
  if (!notices.length) return;
  await db.insert(notifications).values(notices.map((n) => ({ ...n, sentAt: new Date() })));
}
