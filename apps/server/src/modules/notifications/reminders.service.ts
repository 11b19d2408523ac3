import type { Db, Executor } from '../../db/client.ts';
import type { JobQueue } from '../../lib/jobs/job-queue.ts';
import { timezoneForLocality } from '../../lib/timezones.ts';
import type { NotificationDelivery } from './delivery.ts';
import { planReminder, type ReminderPlan } from './reminder-schedule.ts';
import { eventReminderPrefix, reminderJob, reminderKey, type ReminderJobData } from './reminders.jobs.ts';
import {
  attendingRunners,
  recordReminder,
  reminderInputs,
  upcomingAttendance,
} from './reminders.repository.ts';

/** A job that wakes this much early for its moment still counts as on time. */
const EARLY_TOLERANCE_MS = 60_000;

/** The first moment any channel delivers the reminder, or null when none does. */
function firstDelivery(plan: ReminderPlan): Date | null {
  const times = [plan.inApp.at, plan.email.at, plan.push.at].filter((t): t is Date => t !== null);
  return times.length ? new Date(Math.min(...times.map((t) => t.getTime()))) : null;
}

/**
 * Reminders before the runs a runner attends (issue 11), on the job queue: one waiting job per runner
 * and event, kept in step with every change that moves it (joining, leaving, the event moving or being
 * cancelled, the runner's settings). The job fires at the reminder's first channel time (usually
 * `reminderHours` before the start; earlier when quiet hours would hold it past the start), writes the
 * in-app notice and hands e-mail and push to the delivery module, which holds them for quiet hours.
 * Recording each reminder under (event, runner, start) makes a second run of the job send nothing.
 */
export class ReminderService {
  constructor(
    private readonly db: Db,
    private readonly jobs: JobQueue,
    private readonly delivery: NotificationDelivery,
  ) {}

  /**
   * When this runner's reminder for this event should fire now (null when it should not), from what
   * reminderInputs read.
   */
  #fireAt(inputs: Awaited<ReturnType<typeof reminderInputs>>, now: Date) {
    const target = inputs?.target;
    if (
      !inputs ||
      !target ||
      target.status === 'cancelled' ||
      target.attendanceStatus !== 'attending' ||
      target.isWaitlisted
    )
      return null;
    const { runner } = inputs;
    const plan = planReminder({
      startsAt: target.startsAt,
      now,
      timeZone: timezoneForLocality(runner.location),
      settings: runner.settings,
      pushSubscribed: runner.pushSubscribed,
    });
    const at = firstDelivery(plan);
    return at ? { at, target } : null;
  }

  /**
   * Schedules, moves or cancels one runner's reminder for one event to match how things stand. One
   * statement reads what decides it and whether a job waits; the waiting job is cancelled only when
   * there is one (issue 30: every join and leave ran all of these one by one).
   */
  async syncRunner(tx: Executor, eventId: number, userId: string, now = new Date()): Promise<void> {
    const key = reminderKey(eventId, userId);
    const inputs = await reminderInputs(tx, eventId, userId, this.jobs.waitingSql(reminderJob, key));
    // A runner gone (no row) may still have left a job behind.
    if (!inputs || inputs.jobWaiting) await this.jobs.cancel(tx, reminderJob, key);
    const fire = this.#fireAt(inputs, now);
    if (!fire || inputs?.reminded) return;
    await this.jobs.send(tx, reminderJob, { eventId, userId }, { startAfter: fire.at, singletonKey: key });
  }

  /** After an event moved: every attending runner's reminder again. */
  async syncEvent(tx: Executor, eventId: number): Promise<void> {
    for (const userId of await attendingRunners(tx, eventId)) await this.syncRunner(tx, eventId, userId);
  }

  /** After a runner's settings changed: each of their upcoming reminders again. */
  async syncUser(tx: Executor, userId: string): Promise<void> {
    const now = new Date();
    for (const eventId of await upcomingAttendance(tx, userId, now)) {
      await this.syncRunner(tx, eventId, userId, now);
    }
  }

  /** The event was cancelled: no reminders for it. */
  async cancelEvent(tx: Executor, eventId: number): Promise<void> {
    await this.jobs.cancel(tx, reminderJob, { prefix: eventReminderPrefix(eventId) });
  }

  /** The job: looks everything up again, since the event or the runner may have changed since. */
  async send({ eventId, userId }: ReminderJobData): Promise<void> {
    await this.db.transaction(async (tx) => {
      const now = new Date();
      const fire = this.#fireAt(await reminderInputs(tx, eventId, userId), now);
      if (!fire) return;
      // Woken early (the event moved without a resync): wait for the right moment.
      if (fire.at.getTime() > now.getTime() + EARLY_TOLERANCE_MS) {
        await this.jobs.send(
          tx,
          reminderJob,
          { eventId, userId },
          { startAfter: fire.at, singletonKey: reminderKey(eventId, userId) },
        );
        return;
      }
      const { target } = fire;
      if (!(await recordReminder(tx, eventId, userId, target.startsAt))) return;
      await this.delivery.deliver(tx, [
        { userId, type: 'event_reminder', event: { id: target.id, title: target.title, date: target.date } },
      ]);
    });
  }
}
