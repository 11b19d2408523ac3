import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import {
  australianLocations,
  buddyPreferences,
  eventParticipants,
  events,
  newsArticles,
  runclubMembers,
  runclubs,
  users,
} from '../db/schema/index.ts';
import { localDate, timezoneForState, zonedToUtc } from '../lib/timezones.ts';
import { foldName } from '../modules/runclubs/club-search.ts';
import { DEMO_BUDDY_PROFILES, DEMO_CLUBS, DEMO_EVENTS, DEMO_NEWS, DEMO_RUNNERS } from './demo-data.ts';

const WEEKS = 8;

/** Tells runners who meet a demo runner (buddy suggestions, profiles) that nobody real is behind it. */
export const DEMO_RUNNER_BIO = "Demo runner: part of Stride's sample content, not a real person.";

function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** Seeds demo runners, events for the next 8 weeks, clubs and news into a database that has no events yet. */
export async function seedDemoIfEmpty(db: Db, now = new Date()) {
  const existing = await db.execute<{ present: boolean }>(
    sql`select exists(select 1 from events) as present`,
  );
  if (existing.rows[0]?.present) return undefined;

  const labels = [
    ...new Set([...DEMO_EVENTS.map((e) => e.spot.locality), ...DEMO_CLUBS.map((c) => c.location)]),
  ];
  const places = await db
    .select()
    .from(australianLocations)
    .where(inArray(australianLocations.value, labels));
  const placeByLabel = new Map(places.map((p) => [p.value, p]));

  return db.transaction(async (tx) => {
    // Demo runners have no password and no provider link, so nobody can sign in as them.
    const runners = await tx
      .insert(users)
      .values(
        DEMO_RUNNERS.map(([firstName, lastName, location], i) => {
          const profile = DEMO_BUDDY_PROFILES[i % DEMO_BUDDY_PROFILES.length]!;
          return {
            email: `${firstName.toLowerCase()}.${lastName.toLowerCase()}@demo.stride.invalid`,
            firstName,
            lastName,
            location,
            emailVerified: true,
            isDummyUser: true,
            authProvider: 'demo',
            preferredDistances: i % 2 ? ['5k', '10k'] : ['half_marathon', '10k'],
            // What buddy matching reads, so a newcomer near any capital city has runners to match with
            // on their first visit (issue 26); the bio says they are demo runners.
            ...profile,
            availabilityDays: [...profile.availabilityDays],
            bio: DEMO_RUNNER_BIO,
          };
        }),
      )
      .returning({ id: users.id, firstName: users.firstName, lastName: users.lastName });
    // Every demo runner (one or more near each capital city) has buddy matching on, with the defaults.
    await tx.insert(buddyPreferences).values(runners.map((r) => ({ userId: r.id, isActive: true })));

    const clubs = await tx
      .insert(runclubs)
      .values(
        DEMO_CLUBS.map((c, i) => {
          const place = placeByLabel.get(c.location);
          return {
            name: c.name,
            searchName: foldName(c.name),
            description: c.description,
            location: c.location,
            lat: place?.lat ?? null,
            lng: place?.lng ?? null,
            runDays: [...c.runDays],
            distances: [...c.distances],
            abilityLevels: [...c.abilityLevels],
            annualCost: c.annualCost,
            createdBy: runners[i]!.id,
            memberCount: 3,
          };
        }),
      )
      .returning({ id: runclubs.id, name: runclubs.name });
    await tx.insert(runclubMembers).values(
      clubs.flatMap((club, i) =>
        [0, 1, 2].map((k) => ({
          runclubId: club.id,
          userId: runners[(i + k) % runners.length]!.id,
          role: k === 0 ? 'owner' : 'member',
        })),
      ),
    );

    const clubIdByName = new Map(clubs.map((c) => [c.name, c.id]));

    const eventRows: (typeof events.$inferInsert)[] = [];
    DEMO_EVENTS.forEach((template, t) => {
      const place = placeByLabel.get(template.spot.locality);
      if (!place) return;
      const timezone = timezoneForState(place.state);
      const today = localDate(now, timezone);
      const host = runners[t % runners.length]!;
      for (let day = 1; day <= WEEKS * 7; day++) {
        const date = addDays(today, day);
        if (!template.days.includes(new Date(`${date}T00:00:00Z`).getUTCDay())) continue;
        eventRows.push({
          title: template.title,
          description: template.description,
          date,
          time: template.time,
          timezone,
          startsAt: zonedToUtc(date, template.time, timezone),
          location: place.value,
          meetingPoint: template.spot.meetingPoint,
          lat: place.lat,
          lng: place.lng,
          distances: template.distances,
          abilityLevels: template.abilityLevels,
          maxParticipants: template.maxParticipants ?? 15,
          eventType: template.eventType,
          isClubEvent: template.eventType === 'run_club',
          clubId: template.clubName ? (clubIdByName.get(template.clubName) ?? null) : null,
          clubName: template.clubName ?? null,
          isRace: template.isRace ?? false,
          raceCost: template.raceCost ?? null,
          terrain: template.terrain ?? null,
          creatorId: host.id,
          createdBy: `${host.firstName} ${host.lastName}`,
        });
      }
    });
    const inserted = await tx
      .insert(events)
      .values(eventRows)
      .returning({ id: events.id, max: events.maxParticipants, creatorId: events.creatorId });

    // A varied but repeatable number of demo runners on each event, never above its capacity; the host
    // is always one of them (a host is going to their own run).
    const participants = inserted.flatMap((event, i) => {
      const count = Math.max(1, Math.min(event.max, (i * 7) % (runners.length + 1)));
      const going = [event.creatorId, ...runners.map((r) => r.id).filter((id) => id !== event.creatorId)];
      return going
        .slice(0, count)
        .map((userId) => ({ eventId: event.id, userId: userId!, attendanceStatus: 'attending' }));
    });
    if (participants.length) await tx.insert(eventParticipants).values(participants);

    await tx.insert(newsArticles).values(
      DEMO_NEWS.map((n, i) => ({
        title: n.title,
        slug: n.slug,
        content: n.content,
        excerpt: n.excerpt,
        tags: [...n.tags],
        publishedAt: new Date(now.getTime() - (i + 1) * 3 * 86_400_000),
      })),
    );

    // Keep the stored counters honest: they must equal what the participant rows say.
    await tx.execute(sql`
      update users u set events_joined = c.n
      from (select user_id, count(*)::int as n from event_participants group by user_id) c
      where c.user_id = u.id`);

    return {
      users: runners.length,
      events: inserted.length,
      participants: participants.length,
      clubs: clubs.length,
      news: DEMO_NEWS.length,
    };
  });
}
