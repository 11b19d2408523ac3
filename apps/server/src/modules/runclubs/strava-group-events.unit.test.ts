import { describe, expect, it } from 'vitest';
import { stravaGroupEvent } from '../../../test/helpers/strava-stand-in.ts';
import { isRun, parseAthleteClubs, parseClub, parseGroupEvents } from './strava-group-events.ts';

describe('parseGroupEvents', () => {
  it('reads an event and keeps no organiser data', () => {
    const parsed = parseGroupEvents([stravaGroupEvent({ unknown_field: { nested: true } })]);
    expect(parsed).toMatchObject({ ok: true, skipped: [] });
    if (!parsed.ok) return;
    const [event] = parsed.events;
    expect(event).toEqual({
      id: '101',
      title: 'Saturday 10k social run',
      description: 'Meet at the pavilion steps. Coffee afterwards.',
      clubId: '555',
      activityType: 'Run',
      womanOnly: false,
      private: false,
      skillLevels: 1,
      terrain: 0,
      upcomingOccurrences: [
        new Date('2026-11-06T20:00:00Z'),
        new Date('2026-11-13T20:00:00Z'),
        new Date('2026-11-20T20:00:00Z'),
        new Date('2026-11-27T20:00:00Z'),
        new Date('2026-12-04T20:00:00Z'),
      ],
      zone: 'Australia/Sydney',
      address: 'Bondi Pavilion, Queen Elizabeth Dr, Bondi Beach NSW 2026',
      startLatLng: { lat: -33.8915, lng: 151.2767 },
    });
    expect(JSON.stringify(parsed)).not.toContain('Organiser');
  });

  it('falls back to unknown for wrong optional fields and drops bad occurrences one by one', () => {
    const parsed = parseGroupEvents([
      stravaGroupEvent({
        description: 42,
        skill_levels: 'casual',
        terrain: -1,
        start_latlng: [],
        zone: null,
        address: undefined,
        woman_only: 'yes',
        upcoming_occurrences: ['2026-11-06T20:00:00Z', 'next Saturday', 17, '2026-13-40T99:00:00Z'],
      }),
    ]);
    if (!parsed.ok) throw new Error('expected a list');
    expect(parsed.events[0]).toMatchObject({
      description: null,
      skillLevels: null,
      terrain: null,
      startLatLng: null,
      zone: null,
      address: null,
      womanOnly: false,
      upcomingOccurrences: [new Date('2026-11-06T20:00:00Z')],
    });
  });

  it('treats a missing private flag as members-only', () => {
    const { private: _p, ...event } = stravaGroupEvent();
    const parsed = parseGroupEvents([event]);
    expect(parsed.ok && parsed.events[0]!.private).toBe(true);
  });

  it('skips unreadable items, naming their id when it can be read, and keeps the rest', () => {
    const parsed = parseGroupEvents([
      stravaGroupEvent({ id: 1 }),
      stravaGroupEvent({ id: 2, title: null }),
      null,
      'event',
      stravaGroupEvent({ id: 'abc' }),
      stravaGroupEvent({ id: '3' }),
    ]);
    if (!parsed.ok) throw new Error('expected a list');
    expect(parsed.events.map((e) => e.id)).toEqual(['1', '3']);
    expect(parsed.skipped.map((s) => [s.index, s.id])).toEqual([
      [1, '2'],
      [2, null],
      [3, null],
      [4, null],
    ]);
    expect(parsed.skipped[0]!.reason).toMatch(/^title: /);
  });

  it('refuses an answer that is not a list', () => {
    expect(parseGroupEvents({ message: 'Authorization Error' })).toEqual({ ok: false, reason: 'not_a_list' });
    expect(parseGroupEvents(null)).toEqual({ ok: false, reason: 'not_a_list' });
  });

  it('imports runs and trail runs only', () => {
    expect(['Run', 'run', 'TrailRun'].map((activityType) => isRun({ activityType }))).toEqual([
      true,
      true,
      true,
    ]);
    expect(['Ride', 'VirtualRun', 'Swim', ''].map((activityType) => isRun({ activityType }))).toEqual([
      false,
      false,
      false,
      false,
    ]);
  });
});

describe('clubs', () => {
  it('reads a club with the admin flag (owners administer too)', () => {
    expect(
      parseClub({ id: 7, name: 'Harriers', city: 'Sydney', admin: false, owner: true, member_count: 9 }),
    ).toEqual({
      id: '7',
      name: 'Harriers',
      city: 'Sydney',
      state: null,
      country: null,
      sportType: null,
      admin: true,
    });
    expect(parseClub({ id: 7 })).toBeNull();
  });

  it("reads the athlete's clubs, skipping unreadable ones", () => {
    expect(
      parseAthleteClubs([{ id: 1, name: 'A', admin: true }, { name: 'no id' }]).map((c) => [c.id, c.admin]),
    ).toEqual([['1', true]]);
    expect(parseAthleteClubs({})).toEqual([]);
  });
});
