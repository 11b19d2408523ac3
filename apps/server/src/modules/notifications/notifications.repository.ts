import { and, desc, eq, inArray, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Notification } from '@stride/contracts';
import type { Executor } from '../../db/client.ts';
import { events, notifications, users } from '../../db/schema/index.ts';
import { LANGUAGES, type Language } from '@stride/contracts';
import type { NoticeDetails, NoticeType, Recipient, StoredNotice } from './notice.ts';

/** The stored language, or English for anything the app no longer offers. */
const asLanguage = (value: string): Language =>
  (LANGUAGES as readonly string[]).includes(value) ? (value as Language) : 'en';

export const LIST_LIMIT = 100;

const actors = alias(users, 'actors');

export interface NewNotification {
  userId: string;
  eventId: number | null;
  actorId: string | null;
  type: NoticeType;
  details: NoticeDetails | null;
  title: string;
  message: string;
}

/** Writes in-app notifications (in the caller's transaction); answers their ids in order. */
export async function insertNotifications(db: Executor, rows: NewNotification[]): Promise<number[]> {
  if (!rows.length) return [];
  const inserted = await db
    .insert(notifications)
    .values(rows.map((n) => ({ ...n, sentAt: new Date() })))
    .returning({ id: notifications.id });
  return inserted.map((r) => r.id);
}

/** Notifications with the title and date of the event each is about, newest first. */
async function readNotifications(
  db: Executor,
  where: SQL | undefined,
  limit: number,
): Promise<Notification[]> {
  const rows = await db
    .select({
      n: notifications,
      title: events.title,
      date: events.date,
      actorFirstName: actors.firstName,
    })
    .from(notifications)
    .leftJoin(events, eq(events.id, notifications.eventId))
    .leftJoin(actors, eq(actors.id, notifications.actorId))
    .where(where)
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(limit);
  return rows.map(({ n, title, date, actorFirstName }) => ({
    id: n.id,
    type: n.type,
    title: n.title,
    message: n.message,
    eventId: n.eventId,
    event: title !== null && date !== null ? { title, date } : null,
    actor: n.actorId ? { id: n.actorId, firstName: actorFirstName } : null,
    details: (n.details as NoticeDetails | null) ?? null,
    isRead: n.isRead,
    createdAt: n.createdAt.toISOString(),
  }));
}

export function listNotifications(db: Executor, userId: string): Promise<Notification[]> {
  return readNotifications(db, eq(notifications.userId, userId), LIST_LIMIT);
}

export async function findNotification(db: Executor, id: number): Promise<Notification | undefined> {
  const [row] = await readNotifications(db, eq(notifications.id, id), 1);
  return row;
}

/** Marks one of the runner's notifications; false when there is none with that id for them. */
export async function setRead(db: Executor, userId: string, id: number, isRead: boolean): Promise<boolean> {
  const rows = await db
    .update(notifications)
    .set({ isRead })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning({ id: notifications.id });
  return rows.length === 1;
}

export async function setAllRead(db: Executor, userId: string): Promise<number> {
  const rows = await db
    .update(notifications)
    .set({ isRead: true })
    .where(and(eq(notifications.userId, userId), eq(notifications.isRead, false)))
    .returning({ id: notifications.id });
  return rows.length;
}

/** Stored notices with their recipient and event, for delivery jobs (one notice) and digests (many). */
async function noticesForDelivery(db: Executor, where: SQL) {
  const rows = await db
    .select({
      id: notifications.id,
      type: notifications.type,
      details: notifications.details,
      isRead: notifications.isRead,
      eventId: events.id,
      eventTitle: events.title,
      eventDate: events.date,
      eventTime: events.time,
      eventTimezone: events.timezone,
      eventStartsAt: events.startsAt,
      actorId: actors.id,
      actorFirstName: actors.firstName,
      userId: users.id,
      email: users.email,
      emailVerified: users.emailVerified,
      firstName: users.firstName,
      language: users.language,
    })
    .from(notifications)
    .innerJoin(users, eq(users.id, notifications.userId))
    .leftJoin(events, eq(events.id, notifications.eventId))
    .leftJoin(actors, eq(actors.id, notifications.actorId))
    .where(where)
    .orderBy(notifications.createdAt, notifications.id);
  return rows.map((row) => {
    const notice: StoredNotice = {
      id: row.id,
      type: row.type as NoticeType,
      event:
        row.eventId !== null && row.eventTitle !== null && row.eventDate !== null
          ? {
              id: row.eventId,
              title: row.eventTitle,
              date: row.eventDate,
              time: row.eventTime ?? undefined,
              timezone: row.eventTimezone ?? undefined,
            }
          : null,
      actor: row.actorId ? { id: row.actorId, firstName: row.actorFirstName } : null,
      details: (row.details as NoticeDetails | null) ?? null,
      eventStartsAt: row.eventStartsAt,
    };
    const recipient: Recipient = {
      id: row.userId,
      email: row.email,
      emailVerified: row.emailVerified,
      firstName: row.firstName,
      language: asLanguage(row.language),
    };
    return { notice, recipient, isRead: row.isRead };
  });
}

/** A stored notice with its recipient and event, for a delivery job; undefined once it is gone. */
export async function findForDelivery(db: Executor, id: number) {
  const [found] = await noticesForDelivery(db, eq(notifications.id, id));
  return found;
}

/** Several of one runner's notices, oldest first, for their digest; the ones gone are left out. */
export function findManyForDelivery(db: Executor, userId: string, ids: number[]) {
  if (!ids.length) return Promise.resolve([]);
  return noticesForDelivery(db, and(eq(notifications.userId, userId), inArray(notifications.id, ids))!);
}
