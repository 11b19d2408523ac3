import type { Db } from '../../src/db/client.ts';
import { events, users } from '../../src/db/schema/index.ts';
import { localDate, zonedToUtc } from '../../src/lib/timezones.ts';
import { SessionService } from '../../src/modules/auth/sessions.service.ts';

let counter = 0;

export type NewUser = typeof users.$inferInsert;

/** Inserts a verified runner; pass overrides for anything the test cares about. */
export async function createUser(db: Db, overrides: Partial<NewUser> = {}) {
  counter += 1;
  const [user] = await db
    .insert(users)
    .values({
      email: `runner${counter}.${Date.now()}@example.com`,
      firstName: 'Test',
      lastName: `Runner${counter}`,
      emailVerified: true,
      location: 'Bondi, NSW 2026',
      ...overrides,
    })
    .returning();
  return user!;
}

/** A signed-in runner and the Cookie header that carries their session. */
export async function signedInUser(db: Db, overrides: Partial<NewUser> = {}) {
  const user = await createUser(db, overrides);
  const token = await startSession(db, user.id);
  return { user, cookie: `stride_sid=${token}`, headers: { cookie: `stride_sid=${token}` } };
}

/** A new session for the user; answers the cookie token. */
export function startSession(db: Db, userId: string): Promise<string> {
  return new SessionService(db).start(userId, { authMethod: 'test' });
}

export type NewEvent = typeof events.$inferInsert;

/** Inserts an event a week from now in Sydney (startsAt derived from date/time/timezone); pass overrides. */
export async function createEvent(db: Db, overrides: Partial<NewEvent> = {}) {
  const timezone = overrides.timezone ?? 'Australia/Sydney';
  const date = overrides.date ?? localDate(new Date(Date.now() + 7 * 24 * 3600 * 1000), timezone);
  const time = overrides.time ?? '06:30';
  const [event] = await db
    .insert(events)
    .values({
      title: 'Test Run',
      location: 'Bondi, NSW 2026',
      lat: -33.8915,
      lng: 151.2767,
      distances: ['5k'],
      ...overrides,
      date,
      time,
      timezone,
      startsAt: overrides.startsAt ?? zonedToUtc(date, time, timezone),
    })
    .returning();
  return event!;
}
