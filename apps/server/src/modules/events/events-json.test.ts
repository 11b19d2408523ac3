import {
  eventCardSchema,
  eventDetailSchema,
  eventSchema,
  nearbyEventSchema,
  timeOfDay,
  userEventSchema,
} from '@stride/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/helpers/app.ts';
import { createEvent, createUser, signedInUser } from '../../../test/helpers/factories.ts';
import { users } from '../../db/schema/index.ts';
import { eq } from 'drizzle-orm';
import { applyDerivedSql } from '../../db/derived-sql.ts';
import { storedCard } from '../../db/stored-card.ts';
import { EVENT_CARD_FIELDS, eventCardSql } from './event-card.ts';
import { findEvent } from './events.repository.ts';
import { holdsPlaceSql } from './places.ts';

// Every event answer is JSON built by PostgreSQL from one definition per shape: the stored card
// (event-card.ts) and the rest of the event (events.json.ts). These hold every answer to its contract,
// exactly (no field missing, none extra), the card to be the same in every answer, and the counts kept
// by the participant-count trigger (places.ts) to a fresh count.
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const db = () => ctx.database.db;
const inject = (url: string, headers?: Record<string, string>, method = 'GET', payload?: object) =>
  ctx.app.inject({ method: method as 'GET', url, headers, payload });
const keysOf = (schema: { shape: object }) => Object.keys(schema.shape).sort();

// Somewhere no other test puts events, so the list and search below see only these.
const PLACE = {
  lat: -20.7256,
  lng: 139.4927,
  location: 'Mount Isa, QLD 4825',
  timezone: 'Australia/Brisbane',
};

async function recounted() {
  const { rows } = await db().execute<{ id: number; stored: string; counted: string }>(sql`
    select e.id, e.participant_count || '/' || e.waitlist_count as stored,
      (select count(*) filter (where ${holdsPlaceSql('p')}))
        || '/' || (select count(*) filter (where p.is_waitlisted)) as counted
    from events e left join event_participants p on p.event_id = e.id
    group by e.id`);
  return rows.filter((r) => r.stored !== r.counted);
}

describe('event JSON built by the database', () => {
  it('writes the event page, the list, the search, my events and an edited event with one card', async () => {
    const host = await signedInUser(db());
    const event = await createEvent(db(), {
      ...PLACE,
      title: 'Isa "Hill" reps',
      time: '18:30',
      description: 'Bring a torch',
      maxParticipants: 2,
      isRace: true,
      raceCost: '25.50',
      isClubEvent: true,
      clubName: 'Isa Striders',
      eventType: 'run_club',
      abilityLevels: ['beginner', 'advanced'],
      distances: ['5k', '10k'],
      isRecurring: true,
      recurringType: 'weekly',
      recurringEndDate: '2027-06-30',
      recurringDaysOfWeek: [1, 3],
      creatorId: host.user.id,
      createdBy: 'Host Runner',
      meetingPoint: 'The lookout',
    });
    const runners = await Promise.all([1, 2, 3].map(() => signedInUser(db())));
    // Two places, then the waitlist.
    for (const [i, r] of runners.entries()) {
      const res = await inject(`/api/events/${event.id}/${i < 2 ? 'join' : 'waitlist'}`, r.headers, 'POST');
      expect(res.statusCode, res.body).toBe(200);
    }
    const waiting = runners[2]!;
    await inject(`/api/events/${event.id}/reactions`, runners[0]!.headers, 'POST', { emoji: '🔥' });
    await inject(`/api/events/${event.id}/reactions`, waiting.headers, 'POST', { emoji: '🔥' });
    await inject(`/api/events/${event.id}/comments`, runners[1]!.headers, 'POST', {
      content: 'See you there',
    });

    const row = (await findEvent(db(), event.id))!;
    expect([row.participantCount, row.waitlistCount]).toEqual([2, 1]);

    const page = await inject(`/api/events/${event.id}`, waiting.headers);
    expect(page.headers['content-type']).toContain('application/json');
    const detail = page.json();
    expect(Object.keys(detail).sort()).toEqual(keysOf(eventDetailSchema));
    expect(eventDetailSchema.strict().parse(detail)).toEqual(detail);
    expect(detail).toMatchObject({
      id: event.id,
      title: 'Isa "Hill" reps',
      date: row.date,
      time: '18:30',
      timezone: PLACE.timezone,
      startsAt: new Date(row.startsAt).toISOString(),
      lat: PLACE.lat,
      lng: PLACE.lng,
      distances: ['5k', '10k'],
      maxParticipants: 2,
      participantCount: 2,
      waitlistCount: 1,
      isClubEvent: true,
      clubName: 'Isa Striders',
      abilityLevels: ['beginner', 'advanced'],
      description: 'Bring a torch',
      createdBy: 'Host Runner',
      creatorId: host.user.id,
      creatorDeleted: false,
      meetingPoint: 'The lookout',
      createdAt: new Date(row.createdAt).toISOString(),
      timeOfDay: 'evening',
      raceCost: '25.50',
      recurringDaysOfWeek: [1, 3],
      userAttendanceStatus: 'waitlisted',
      waitlistPosition: 1,
      reactions: [{ emoji: '🔥', count: 2, reactedByMe: true }],
      commentCount: 1,
    });
    expect(detail.participants.map((p: { id: string }) => p.id)).toEqual(
      runners.slice(0, 2).map((r) => r.user.id),
    );
    expect(Object.keys(detail.participants[0]).sort()).toEqual([
      'checkedIn',
      'firstName',
      'id',
      'lastName',
      'paceGroupId',
      'profileImageUrl',
    ]);
    const stranger = (await inject(`/api/events/${event.id}`)).json();
    expect(stranger).toMatchObject({ userAttendanceStatus: null, waitlistPosition: null });
    expect(stranger.reactions[0].reactedByMe).toBe(false);

    const cardOf = (answer: Record<string, unknown>) =>
      Object.fromEntries(Object.keys(eventCardSchema.shape).map((k) => [k, answer[k]]));
    const list = (await inject('/api/events?limit=100')).json();
    const card = list.events.find((e: { id: number }) => e.id === event.id);
    expect(eventCardSchema.strict().parse(card)).toEqual(card);
    expect(card).toEqual(cardOf(detail));

    const mine = (await inject('/api/events/user', host.headers)).json();
    const own = mine.find((e: { id: number }) => e.id === event.id);
    expect(userEventSchema.strict().parse(own)).toEqual(own);
    expect(own).toMatchObject({ ...card, isCreator: true, userAttendanceStatus: null });
    const edited = await inject(`/api/events/${event.id}`, host.headers, 'PATCH', {
      meetingPoint: 'The lookout',
    });
    expect(cardOf(eventSchema.strict().parse(edited.json()))).toEqual(card);

    const near = (
      await inject(`/api/events/search?lat=${PLACE.lat}&lng=${PLACE.lng + 0.01}&radiusKm=5&hours=720`)
    ).json();
    expect(near.total).toBe(1);
    expect(Object.keys(near.events[0]).sort()).toEqual(keysOf(nearbyEventSchema));
    expect(near.events[0]).toEqual({ ...card, distance: 1.04 });
  });

  it('names every time of day as the contracts do, by the local start hour', async () => {
    const times = {
      '05:59': 'night',
      '06:00': 'morning',
      '11:59': 'morning',
      '12:00': 'afternoon',
      '22:00': 'night',
    };
    for (const [time, label] of Object.entries(times)) {
      const event = await createEvent(db(), { ...PLACE, time, title: `At ${time}` });
      expect((await inject(`/api/events/${event.id}`)).json().timeOfDay).toBe(label);
      expect(timeOfDay(Number(time.slice(0, 2)))).toBe(label);
    }
  });

  it('keeps the stored counts equal to a fresh count through joins, leaves, promotions and deletions', async () => {
    const event = await createEvent(db(), { ...PLACE, maxParticipants: 1, title: 'Counted' });
    const [a, b, c] = await Promise.all([1, 2, 3].map(() => signedInUser(db())));
    await inject(`/api/events/${event.id}/join`, a!.headers, 'POST');
    for (const r of [b!, c!]) await inject(`/api/events/${event.id}/waitlist`, r.headers, 'POST');
    expect((await findEvent(db(), event.id))!).toMatchObject({ participantCount: 1, waitlistCount: 2 });
    await inject(`/api/events/${event.id}/attendance`, a!.headers, 'PUT', { attendanceStatus: 'maybe' });
    await inject(`/api/events/${event.id}/leave`, a!.headers, 'DELETE'); // b is promoted
    expect(await recounted()).toEqual([]);
    expect((await findEvent(db(), event.id))!).toMatchObject({ participantCount: 1, waitlistCount: 1 });
    await db().delete(users).where(eq(users.id, c!.user.id)); // cascades to the waitlist place
    const gone = await createUser(db());
    await db().execute(
      sql`insert into event_participants (event_id, user_id) values (${event.id}, ${gone.id})`,
    );
    await db().delete(users).where(eq(users.id, gone.id));
    expect(await recounted()).toEqual([]);
    expect((await findEvent(db(), event.id))!).toMatchObject({ participantCount: 1, waitlistCount: 0 });
  });

  it('applies a changed card definition at start-up, rewriting every card once', async () => {
    const event = await createEvent(db(), { ...PLACE, title: 'Redefined' });
    const cardText = async () =>
      (
        await db().execute<{ card: string }>(
          sql`select card_fields || '}' as card from events where id = ${event.id}`,
        )
      ).rows[0]!.card;
    // As the code defines it now, nothing is applied again.
    expect(await applyDerivedSql(db(), [eventCardSql])).toEqual([]);
    const changed = storedCard({
      ...{ name: 'event-card', table: 'events', alias: 'e' },
      ...{ fn: 'stride_event_card', writeFn: 'stride_write_event_card', trigger: 'events_card' },
      fields: { ...EVENT_CARD_FIELDS, title: "'renamed ' || e.title" },
    });
    expect(await applyDerivedSql(db(), [changed])).toEqual(['event-card']);
    expect(JSON.parse(await cardText()).title).toBe('renamed Redefined');
    expect(await applyDerivedSql(db(), [changed])).toEqual([]);
    // Back to the real definition, for the other tests.
    expect(await applyDerivedSql(db(), [eventCardSql])).toEqual(['event-card']);
    expect(JSON.parse(await cardText()).title).toBe('Redefined');
  });
});
