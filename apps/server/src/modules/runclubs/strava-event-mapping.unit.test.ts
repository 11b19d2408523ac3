import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { localDateTime } from '../../lib/timezones.ts';
import { stravaGroupEvent, weeklyOccurrences } from '../../../test/helpers/strava-stand-in.ts';
import {
  abilityLevelsFor,
  clip,
  distancesFromTitle,
  mapGroupEvent,
  mapGroupEvents,
  occurrenceKeys,
  terrainFor,
  zoneFor,
  type LinkedClub,
} from './strava-event-mapping.ts';
import { parseGroupEvents, type StravaGroupEvent } from './strava-group-events.ts';

const club: LinkedClub = {
  stravaClubId: '555',
  runclubId: 1,
  name: 'Bondi Harriers',
  location: 'Bondi Beach, NSW 2026',
  lat: -33.8915,
  lng: 151.2767,
};
const now = new Date('2026-11-01T00:00:00Z');

function event(overrides: Record<string, unknown> = {}): StravaGroupEvent {
  const parsed = parseGroupEvents([stravaGroupEvent(overrides)]);
  if (!parsed.ok || !parsed.events[0]) throw new Error('fixture did not parse');
  return parsed.events[0];
}

describe('mapGroupEvent', () => {
  it('makes one Stride event per upcoming occurrence at the local time in its zone', () => {
    const { occurrences, skipped } = mapGroupEvent(event(), club, now);
    expect(skipped).toEqual([]);
    expect(occurrences).toHaveLength(5);
    const first = occurrences[0]!;
    // 20:00 UTC on Friday 6 November is 07:00 on Saturday 7 November in Sydney (AEDT, UTC+11).
    expect(first.key).toBe('101:2026-11-07');
    expect(first.fields).toEqual({
      title: 'Saturday 10k social run',
      description: 'Meet at the pavilion steps. Coffee afterwards.',
      date: '2026-11-07',
      time: '07:00',
      timezone: 'Australia/Sydney',
      startsAt: new Date('2026-11-06T20:00:00Z'),
      location: 'Bondi Pavilion, Queen Elizabeth Dr, Bondi Beach NSW 2026',
      lat: -33.8915,
      lng: 151.2767,
      distances: ['10k'],
      abilityLevels: ['beginner'],
      terrain: 'flat',
      eventType: 'run_club',
      isClubEvent: true,
      clubName: 'Bondi Harriers',
      maxParticipants: 10000,
      eventUrl: 'https://www.strava.com/clubs/555/group_events/101',
      isStravaImport: true,
      stravaClubId: '555',
      stravaClubName: 'Bondi Harriers',
    });
    expect(occurrences.map((o) => o.fields.date)).toEqual([
      '2026-11-07',
      '2026-11-14',
      '2026-11-21',
      '2026-11-28',
      '2026-12-05',
    ]);
  });

  it('keeps 06:00 local across the change to daylight saving', () => {
    // Weekly at 06:00 AEST (20:00 UTC) until clocks go forward on 4 October 2026, then 19:00 UTC.
    const e = event({ upcoming_occurrences: ['2026-09-26T20:00:00Z', '2026-10-03T19:00:00Z'] });
    const { occurrences } = mapGroupEvent(e, club, new Date('2026-09-01T00:00:00Z'));
    expect(occurrences.map((o) => [o.fields.date, o.fields.time])).toEqual([
      ['2026-09-27', '06:00'],
      ['2026-10-04', '06:00'],
    ]);
  });

  it('uses the event zone, so a Perth club run is at Perth time', () => {
    const e = event({ zone: 'Australia/Perth', upcoming_occurrences: ['2026-11-06T22:30:00Z'] });
    const [o] = mapGroupEvent(e, club, now).occurrences;
    expect([o!.fields.date, o!.fields.time, o!.fields.timezone]).toEqual([
      '2026-11-07',
      '06:30',
      'Australia/Perth',
    ]);
  });

  it('keeps upcoming occurrences only, each once, in order', () => {
    const e = event({
      upcoming_occurrences: [
        '2026-11-13T20:00:00Z',
        '2026-10-30T20:00:00Z',
        '2026-11-13T20:00:00Z',
        '2026-11-01T00:00:00Z',
      ],
    });
    expect(mapGroupEvent(e, club, now).occurrences.map((o) => o.key)).toEqual(['101:2026-11-14']);
    expect(mapGroupEvent(event({ upcoming_occurrences: [] }), club, now)).toEqual({
      occurrences: [],
      skipped: [],
    });
  });

  it('skips rides and private events', () => {
    expect(mapGroupEvent(event({ activity_type: 'Ride' }), club, now).skipped).toEqual([
      { stravaEventId: '101', reason: 'not_a_run' },
    ]);
    expect(mapGroupEvent(event({ private: true }), club, now).skipped).toEqual([
      { stravaEventId: '101', reason: 'private' },
    ]);
  });

  it("falls back to the run club's place when the event has none, and skips when neither has one", () => {
    const [o] = mapGroupEvent(event({ start_latlng: null, address: null }), club, now).occurrences;
    expect([o!.fields.location, o!.fields.lat, o!.fields.lng]).toEqual([
      'Bondi Beach, NSW 2026',
      -33.8915,
      151.2767,
    ]);
    expect(
      mapGroupEvent(event({ start_latlng: null }), { ...club, lat: null, lng: null }, now).skipped[0]!.reason,
    ).toBe('no_location');
  });

  it("trims texts to Stride's limits and drops control characters", () => {
    const e = event({
      title: `  Long\u0007 run ${'x'.repeat(300)}  `,
      description: `Line one\n\nLine two${'y'.repeat(6000)}`,
    });
    const [o] = mapGroupEvent(e, club, now).occurrences;
    expect(o!.fields.title).toHaveLength(200);
    expect(o!.fields.title.startsWith('Long run x')).toBe(true);
    expect(o!.fields.title.endsWith('…')).toBe(true);
    expect(o!.fields.description).toHaveLength(5000);
    expect(o!.fields.description!.startsWith('Line one\n\nLine two')).toBe(true);
    expect(mapGroupEvent(event({ title: '   ' }), club, now).skipped[0]).toMatchObject({ reason: 'invalid' });
    expect(
      mapGroupEvent(event({ description: '  ' }), club, now).occurrences[0]!.fields.description,
    ).toBeNull();
  });

  it('carries the women-only flag', () => {
    expect(mapGroupEvent(event({ woman_only: true }), club, now).occurrences[0]!.womenOnly).toBe(true);
  });

  it('maps a whole answer, collecting what was left out', () => {
    const events = [
      event({ id: 1 }),
      event({ id: 2, activity_type: 'Ride' }),
      event({ id: 3, upcoming_occurrences: [] }),
    ];
    const mapped = mapGroupEvents(events, club, now);
    expect(new Set(mapped.occurrences.map((o) => o.stravaEventId))).toEqual(new Set(['1']));
    expect(mapped.skipped).toEqual([{ stravaEventId: '2', reason: 'not_a_run' }]);
  });
});

describe('mapping rules', () => {
  it('turns skill levels into ability levels', () => {
    expect([null, 0, 1, 2, 4, 3, 6, 7].map(abilityLevelsFor)).toEqual([
      [],
      [],
      ['beginner'],
      ['intermediate'],
      ['advanced'],
      ['beginner', 'intermediate'],
      ['intermediate', 'advanced'],
      ['all_welcome'],
    ]);
  });

  it('names the terrain', () => {
    expect([0, 1, 2, 3, null].map(terrainFor)).toEqual(['flat', 'rolling hills', 'hilly', null, null]);
  });

  it('reads distances a title names, else Other', () => {
    const cases: [string, string[]][] = [
      ['Saturday 10k social run', ['10k']],
      ['Tuesday 5km + 10 km options', ['5k', '10k']],
      ['15K tempo', ['15k']],
      ['2.5 km recovery jog', ['Other']],
      ['Half marathon training', ['Half Marathon']],
      ['Marathon long run', ['Marathon']],
      ['Half-Marathon pace & Marathon pace', ['Half Marathon', 'Marathon']],
      ['parkrun warm-up', ['Parkrun']],
      ['10 mile long run', ['10mi']],
      ['Ultra trail day', ['Ultra']],
      ['Coffee run', ['Other']],
    ];
    for (const [title, distances] of cases)
      expect([title, distancesFromTitle(title)]).toEqual([title, distances]);
  });

  it('reads Strava zones, with or without a GMT prefix, else the zone of the place', () => {
    expect(zoneFor({ zone: '(GMT+10:00) Australia/Brisbane', address: null }, club)).toBe(
      'Australia/Brisbane',
    );
    expect(zoneFor({ zone: 'Nowhere/Special', address: 'Cottesloe, WA 6011' }, club)).toBe('Australia/Perth');
    expect(zoneFor({ zone: null, address: null }, club)).toBe('Australia/Sydney');
  });

  it('keys occurrences by local date, adding the time for a second one that day', () => {
    expect(
      occurrenceKeys('9', [
        { date: '2026-11-07', time: '06:00' },
        { date: '2026-11-07', time: '18:00' },
        { date: '2026-11-08', time: '06:00' },
      ]),
    ).toEqual(['9:2026-11-07', '9:2026-11-07T18:00', '9:2026-11-08']);
  });

  it('clips with an ellipsis', () => {
    expect(clip('  abc  ', 5)).toBe('abc');
    expect(clip('abcdefgh', 5)).toBe('abcd…');
    expect(clip('a\n\n b', 10, true)).toBe('a b');
  });
});

describe('mapGroupEvent (properties)', () => {
  it('gives each occurrence the wall clock of its instant in the zone, to the minute', () => {
    const zones = [
      'Australia/Sydney',
      'Australia/Perth',
      'Australia/Adelaide',
      'Australia/Darwin',
      'Pacific/Auckland',
    ];
    fc.assert(
      fc.property(
        fc.constantFrom(...zones),
        fc.date({
          min: new Date('2026-11-02T00:00:00Z'),
          max: new Date('2030-01-01T00:00:00Z'),
          noInvalidDate: true,
        }),
        (zone, first) => {
          const occurrences = weeklyOccurrences(first.toISOString());
          const mapped = mapGroupEvent(
            event({ zone, upcoming_occurrences: occurrences }),
            club,
            now,
          ).occurrences;
          expect(mapped).toHaveLength(5);
          expect(new Set(mapped.map((o) => o.key)).size).toBe(5);
          for (const [i, o] of mapped.entries()) {
            const instant = new Date(occurrences[i]!);
            expect(o.fields.startsAt.getTime()).toBe(instant.getTime() - (instant.getTime() % 60_000));
            const local = localDateTime(instant, zone);
            expect([o.fields.date, o.fields.time]).toEqual([local.date, local.time]);
          }
        },
      ),
      { numRuns: 100 },
    );
  });
});
