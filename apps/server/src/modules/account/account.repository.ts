import { asc, eq, getTableColumns, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  contactMessages,
  eventComments,
  eventParticipants,
  eventReactions,
  events,
  newsletterSubscriptions,
  notifications,
  runclubMembers,
  runclubs,
  sessions,
  trainingAdjustments,
  trainingPlans,
  userGoals,
  workoutFeedback,
} from '../../db/schema/index.ts';
import { eventColumns } from '../events/events.mapper.ts';

// Everything a runner's export holds besides the account itself (`AuthService.currentUser`). Secrets
// (token hashes) are left out column by column; the rest is as stored.
const { confirmTokenHash: _confirm, ...newsletterColumns } = getTableColumns(newsletterSubscriptions);

export async function exportSections(db: Executor, userId: string, email: string | null) {
  const [
    goals,
    plans,
    feedback,
    adjustments,
    created,
    joined,
    comments,
    reactions,
    clubs,
    notices,
    newsletter,
    contact,
  ] = await Promise.all([
    db.select().from(userGoals).where(eq(userGoals.userId, userId)).orderBy(asc(userGoals.id)),
    db.select().from(trainingPlans).where(eq(trainingPlans.userId, userId)).orderBy(asc(trainingPlans.id)),
    db
      .select()
      .from(workoutFeedback)
      .where(eq(workoutFeedback.userId, userId))
      .orderBy(asc(workoutFeedback.id)),
    db
      .select()
      .from(trainingAdjustments)
      .where(eq(trainingAdjustments.userId, userId))
      .orderBy(asc(trainingAdjustments.id)),
    // The event as the runner wrote it, without the search point and card the database derives.
    db.select(eventColumns).from(events).where(eq(events.creatorId, userId)).orderBy(asc(events.id)),
    db
      .select({
        eventId: events.id,
        title: events.title,
        date: events.date,
        time: events.time,
        location: events.location,
        attendanceStatus: eventParticipants.attendanceStatus,
        isWaitlisted: eventParticipants.isWaitlisted,
        joinedAt: eventParticipants.joinedAt,
      })
      .from(eventParticipants)
      .innerJoin(events, eq(events.id, eventParticipants.eventId))
      .where(eq(eventParticipants.userId, userId))
      .orderBy(asc(eventParticipants.id)),
    db.select().from(eventComments).where(eq(eventComments.userId, userId)).orderBy(asc(eventComments.id)),
    db.select().from(eventReactions).where(eq(eventReactions.userId, userId)),
    db
      .select({
        clubId: runclubs.id,
        name: runclubs.name,
        role: runclubMembers.role,
        joinedAt: runclubMembers.joinedAt,
      })
      .from(runclubMembers)
      .innerJoin(runclubs, eq(runclubs.id, runclubMembers.runclubId))
      .where(eq(runclubMembers.userId, userId)),
    db.select().from(notifications).where(eq(notifications.userId, userId)).orderBy(asc(notifications.id)),
    db
      .select(newsletterColumns)
      .from(newsletterSubscriptions)
      .where(
        or(
          eq(newsletterSubscriptions.userId, userId),
          email ? sql`lower(${newsletterSubscriptions.email}) = lower(${email})` : sql`false`,
        ),
      ),
    db.select().from(contactMessages).where(eq(contactMessages.userId, userId)),
  ]);
  return {
    goals,
    trainingPlans: plans,
    workoutFeedback: feedback,
    trainingAdjustments: adjustments,
    eventsCreated: created,
    eventsJoined: joined,
    comments,
    reactions,
    clubs,
    notifications: notices,
    newsletter,
    contactMessages: contact,
  };
}

/** When the session was started (sign-in time), for the re-authentication window. */
export async function sessionStartedAt(db: Executor, sid: string): Promise<Date | null> {
  const [row] = await db
    .select({ createdAt: sql<string | null>`${sessions.sess} ->> 'createdAt'` })
    .from(sessions)
    .where(eq(sessions.sid, sid));
  return row?.createdAt ? new Date(row.createdAt) : null;
}

/**
 * The personal data that does not go with the users row by itself: newsletter sign-ups under their
 * address and messages they sent through the contact form (both kept only a user id link otherwise).
 */
export async function deletePersonalRows(db: Executor, userId: string, email: string | null): Promise<void> {
  await db
    .delete(newsletterSubscriptions)
    .where(
      or(
        eq(newsletterSubscriptions.userId, userId),
        email ? sql`lower(${newsletterSubscriptions.email}) = lower(${email})` : sql`false`,
      ),
    );
  await db.delete(contactMessages).where(eq(contactMessages.userId, userId));
}
