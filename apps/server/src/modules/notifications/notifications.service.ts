import type { Notification } from '@stride/contracts';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import { findNotification, listNotifications, setAllRead, setRead } from './notifications.repository.ts';

/** A runner's own notifications (the bell and the Alerts tab); writing them is delivery.ts's job. */
export class NotificationsService {
  constructor(private readonly db: Db) {}

  list(userId: string): Promise<Notification[]> {
    return listNotifications(this.db, userId);
  }

  async markRead(userId: string, id: number, isRead: boolean): Promise<Notification> {
    // Someone else's notification is reported exactly like a missing one.
    if (!(await setRead(this.db, userId, id, isRead))) throw notFound('notifications.notFound');
    return (await findNotification(this.db, id))!;
  }

  async markAllRead(userId: string): Promise<{ updated: number }> {
    return { updated: await setAllRead(this.db, userId) };
  }
}
