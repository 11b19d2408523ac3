import { describe, expect, it } from 'vitest';
import { stravaGroupEvent } from '../../../test/helpers/strava-stand-in.ts';
import { mapGroupEvents, type LinkedClub, type StravaOccurrence } from './strava-event-mapping.ts';
import { parseGroupEvents } from './strava-group-events.ts';
import { diffImport, stravaEventIdOf, type ExistingImport } from './strava-import-diff.ts';

const club: LinkedClub = {
  stravaClubId: '555',
  runclubId: 1,
  name: 'Bondi Harriers',
  location: 'Bondi Beach, NSW 2026',
  lat: -33.89,
  lng: 151.27,
};
const now = new Date('2026-11-01T00:00:00Z');

function fetch(...overrides: Record<string, unknown>[]): StravaOccurrence[] {
  const parsed = parseGroupEvents(overrides.map((o) => stravaGroupEvent(o)));
  if (!parsed.ok) throw new Error('fixture did not parse');
  return mapGroupEvents(parsed.events, club, now).occurrences;
}

/** What the database would remember after importing `occurrences` (event ids from 1). */
function remembered(occurrences: StravaOccurrence[], status = 'open'): ExistingImport[] {
  return occurrences.map((o, i) => ({
    key: o.key,
    eventId: i + 1,
    startsAt: o.fields.startsAt,
    status,
    fields: o.fields,
  }));
}

describe('diffImport', () => {
  it('creates every occurrence on the first sync', () => {
    const first = fetch({});
    const diff = diffImport([], first, { now });
    expect(diff.create.map((o) => o.key)).toEqual(first.map((o) => o.key));
    expect([diff.update, diff.cancel]).toEqual([[], []]);
  });

  it('changes nothing when Strava has not changed, and never duplicates', () => {
    const first = fetch({});
    expect(diffImport(remembered(first), [...fetch({}), ...fetch({})], { now })).toEqual({
      create: [],
      update: [],
      cancel: [],
    });
  });

  it('updates changed fields only, in place', () => {
    const existing = remembered(fetch({}));
    const changed = fetch({
      title: 'Saturday 10k social run (new meeting point)',
      address: 'North Bondi Surf Club, Ramsgate Ave',
      start_latlng: [-33.8887, 151.2817],
    });
    const diff = diffImport(existing, changed, { now });
    expect(diff.create).toEqual([]);
    expect(diff.cancel).toEqual([]);
    expect(diff.update).toHaveLength(5);
    expect(diff.update[0]).toEqual({
      eventId: 1,
      key: '101:2026-11-07',
      changes: {
        title: 'Saturday 10k social run (new meeting point)',
        location: 'North Bondi Surf Club, Ramsgate Ave',
        lat: -33.8887,
        lng: 151.2817,
      },
    });
  });

  it('moves an occurrence to a new time the same day in place', () => {
    const existing = remembered(fetch({}));
    const later = fetch({ upcoming_occurrences: ['2026-11-06T20:30:00Z'] });
    const diff = diffImport(existing, later, { now });
    expect(diff.update).toEqual([
      {
        eventId: 1,
        key: '101:2026-11-07',
        changes: { time: '07:30', startsAt: new Date('2026-11-06T20:30:00Z') },
      },
    ]);
    expect(diff.cancel.map((c) => c.key)).toEqual([
      '101:2026-11-14',
      '101:2026-11-21',
      '101:2026-11-28',
      '101:2026-12-05',
    ]);
  });

  it('cancels upcoming occurrences that disappeared, and events that became rides or private', () => {
    const existing = remembered(fetch({ id: 1 }, { id: 2 }, { id: 3 }));
    const diff = diffImport(
      existing,
      fetch({ id: 1 }, { id: 2, activity_type: 'Ride' }, { id: 3, private: true }),
      { now },
    );
    expect(new Set(diff.cancel.map((c) => stravaEventIdOf(c.key)))).toEqual(new Set(['2', '3']));
    expect(diff.cancel).toHaveLength(10);
    expect([diff.create, diff.update]).toEqual([[], []]);
  });

  it('leaves past imports alone though Strava no longer lists them', () => {
    const existing = remembered(fetch({}));
    const later = new Date('2026-11-10T00:00:00Z'); // the 7 November run is over
    const diff = diffImport(existing, [], { now: later });
    expect(diff.cancel.map((c) => c.key)).toEqual([
      '101:2026-11-14',
      '101:2026-11-21',
      '101:2026-11-28',
      '101:2026-12-05',
    ]);
  });

  it("leaves imports of an event alone when this sync could not read Strava's item", () => {
    const existing = remembered(fetch({ id: 1 }, { id: 2 }));
    const diff = diffImport(existing, fetch({ id: 1 }), { now, unreadableEventIds: new Set(['2']) });
    expect(diff).toEqual({ create: [], update: [], cancel: [] });
  });

  it('reopens a cancelled import that is back on Strava and does not cancel it twice', () => {
    const occurrences = fetch({});
    const existing = remembered(occurrences, 'cancelled');
    const diff = diffImport(existing, occurrences.slice(0, 1), { now });
    expect(diff.update).toEqual([{ eventId: 1, key: '101:2026-11-07', changes: { status: 'open' } }]);
    expect(diff.cancel).toEqual([]);
  });

  it('creates new occurrences as the five-week window moves on', () => {
    const existing = remembered(fetch({}));
    const next = fetch({
      upcoming_occurrences: [
        '2026-11-13T20:00:00Z',
        '2026-11-20T20:00:00Z',
        '2026-11-27T20:00:00Z',
        '2026-12-04T20:00:00Z',
        '2026-12-11T20:00:00Z',
      ],
    });
    const diff = diffImport(existing, next, { now: new Date('2026-11-08T00:00:00Z') });
    expect(diff.create.map((o) => o.key)).toEqual(['101:2026-12-12']);
    expect([diff.update, diff.cancel]).toEqual([[], []]);
  });
});
