import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BUDDY_SCORE_FACTORS,
  EXPERIENCE_LEVELS,
  FLEXIBILITY_OPTIONS,
  PREFERRED_DISTANCE_OPTIONS,
  PREFERRED_TIMES,
  WEEKDAYS,
} from '@stride/contracts';
import { candidate } from '../../../test/helpers/buddy-candidates.ts';
import { buddyScore, BUDDY_SCORE_WEIGHTS } from './buddy-score.ts';
import { rankBuddySuggestions } from './buddy-suggestions.ts';

const today = '2026-07-01';
const pointsOf = (s: ReturnType<typeof buddyScore>) =>
  Object.fromEntries(s.reasons.map((r) => [r.factor, r.points]));

describe('buddyScore', () => {
  it('weighs six parts that add up to 100', () => {
    expect(Object.keys(BUDDY_SCORE_WEIGHTS)).toEqual([...BUDDY_SCORE_FACTORS]);
    expect(Object.values(BUDDY_SCORE_WEIGHTS).reduce((x, y) => x + y)).toBe(100);
  });

  it('gives 100 to two identical runners in the same place', () => {
    const s = buddyScore(candidate({ id: 'a' }), candidate({ id: 'b' }), 0, today);
    expect(s.score).toBe(100);
    expect(s.reasons).toEqual(
      BUDDY_SCORE_FACTORS.map((factor) => ({
        factor,
        points: BUDDY_SCORE_WEIGHTS[factor],
        max: BUDDY_SCORE_WEIGHTS[factor],
      })),
    );
  });

  it('explains each part', () => {
    const a = candidate({ id: 'a' });
    const b = candidate({
      id: 'b',
      preferredPace: '5:50', // 20 s/km slower: within moderate's 30 s
      availabilityDays: ['saturday', 'sunday'], // 1 of 2 days shared
      preferredTime: 'morning', // differs: moderate keeps a quarter
      goalDistances: ['marathon'], // no training goal in common
      preferredDistances: ['half_marathon', 'marathon'], // 1 of 2 shared
      experienceLevel: 'advanced', // one level apart
      dateOfBirth: '1980-05-20', // 10 years older
    });
    const s = buddyScore(a, b, 5, today);
    expect(pointsOf(s)).toEqual({
      pace: 25,
      distance: 16, // 1 - 5/25
      schedule: 8, // 20 * (0.6 * 0.5 + 0.4 * 0.25)
      goals: 4, // 15 * (0 + 0.5) / 2 = 3.75
      experience: 7, // 10 * (1 - 1/3)
      age: 6, // 10 * (20 - 10) / 17
    });
    expect(s.score).toBe(66);
  });

  it('lets the stricter runner set the pace tolerance', () => {
    const a = candidate({ id: 'a', preferredPace: '5:00' });
    const b = candidate({ id: 'b', preferredPace: '5:30' });
    const pace = (pa: (typeof FLEXIBILITY_OPTIONS)[number], pb: (typeof FLEXIBILITY_OPTIONS)[number]) =>
      pointsOf(
        buddyScore(
          { ...a, preferences: { ...a.preferences, paceFlexibility: pa } },
          { ...b, preferences: { ...b.preferences, paceFlexibility: pb } },
          0,
          today,
        ),
      ).pace;
    expect(pace('flexible', 'flexible')).toBe(25);
    expect(pace('moderate', 'flexible')).toBe(25);
    expect(pace('strict', 'flexible')).toBe(17); // 30 s gap: full to 15, none at 60
    expect(pace('strict', 'strict')).toBe(17);
  });

  it('reads paces per mile and gives no pace points when one is missing', () => {
    const a = candidate({ id: 'a', preferredPace: '8:51/mi' });
    expect(pointsOf(buddyScore(a, candidate({ id: 'b' }), 0, today)).pace).toBe(25);
    expect(pointsOf(buddyScore(a, candidate({ id: 'b', preferredPace: null }), 0, today)).pace).toBe(0);
  });

  it("counts the runners' training goals: two runners training for a marathon share their goal", () => {
    const a = candidate({ id: 'a', goalDistances: ['marathon'], preferredDistances: [] });
    const b = candidate({ id: 'b', goalDistances: ['marathon', '10k'], preferredDistances: ['5k'] });
    expect(pointsOf(buddyScore(a, b, 0, today)).goals).toBe(15);
    // Preferred distances count beside the goals when both runners gave them: half each.
    const c = candidate({ id: 'c', goalDistances: ['marathon'], preferredDistances: ['10k'] });
    expect(pointsOf(buddyScore(b, c, 0, today)).goals).toBe(8);
    // Neither goals nor distances in common, or nothing given by one side: no points.
    expect(pointsOf(buddyScore(a, candidate({ id: 'd', goalDistances: ['5k'] }), 0, today)).goals).toBe(0);
    expect(pointsOf(buddyScore(a, candidate({ id: 'e', goalDistances: [] }), 0, today)).goals).toBe(0);
  });

  it('gives full goal points when neither runner asks for aligned goals', () => {
    const off = { runningGoalAlignment: false };
    const a = candidate({ id: 'a', goalDistances: ['5k'], preferences: off });
    const b = candidate({
      id: 'b',
      goalDistances: ['ultra_marathon'],
      preferredDistances: [],
      preferences: off,
    });
    expect(pointsOf(buddyScore(a, b, 0, today)).goals).toBe(15);
    expect(
      pointsOf(
        buddyScore(a, { ...b, preferences: { ...b.preferences, runningGoalAlignment: true } }, 0, today),
      ).goals,
    ).toBe(0);
  });
});

const runner = (id: string) =>
  fc.record({
    id: fc.constant(id),
    dateOfBirth: fc.option(
      fc
        .date({ min: new Date('1940-01-01'), max: new Date('2008-01-01'), noInvalidDate: true })
        .map((d) => d.toISOString().slice(0, 10)),
    ),
    sex: fc.constantFrom('male', 'female', 'non-binary', 'prefer-not-to-say', null),
    experienceLevel: fc.option(fc.constantFrom(...EXPERIENCE_LEVELS)),
    preferredPace: fc.option(
      fc
        .tuple(fc.integer({ min: 3, max: 12 }), fc.integer({ min: 0, max: 59 }))
        .map(([m, s]) => `${m}:${String(s).padStart(2, '0')}`),
    ),
    availabilityDays: fc.subarray([...WEEKDAYS]),
    preferredTime: fc.option(fc.constantFrom(...PREFERRED_TIMES)),
    goalDistances: fc.subarray(['5k', '10k', 'half_marathon', 'marathon', 'trail_running']),
    preferredDistances: fc.subarray([...PREFERRED_DISTANCE_OPTIONS]),
    preferences: fc.record({
      maxDistance: fc.integer({ min: 1, max: 100 }),
      ageRangeMin: fc.constant(18),
      ageRangeMax: fc.constant(120),
      paceFlexibility: fc.constantFrom(...FLEXIBILITY_OPTIONS),
      experienceLevelPreference: fc.constant<(typeof EXPERIENCE_LEVELS)[number][]>([]),
      genderPreference: fc.constant('any' as const),
      communicationStyle: fc.constant('any' as const),
      runningGoalAlignment: fc.boolean(),
      scheduleFlexibility: fc.constantFrom(...FLEXIBILITY_OPTIONS),
      isActive: fc.constant(true),
    }),
  });

describe('buddyScore (properties)', () => {
  it('is 0 to 100, the sum of its reasons, each within its maximum, and symmetric', () => {
    fc.assert(
      fc.property(runner('a'), runner('b'), fc.double({ min: 0, max: 100, noNaN: true }), (a, b, km) => {
        const s = buddyScore(a, b, km, today);
        expect(s.score).toBeGreaterThanOrEqual(0);
        expect(s.score).toBeLessThanOrEqual(100);
        expect(s.reasons.reduce((sum, r) => sum + r.points, 0)).toBe(s.score);
        for (const r of s.reasons) {
          expect(Number.isInteger(r.points)).toBe(true);
          expect(r.points).toBeGreaterThanOrEqual(0);
          expect(r.points).toBeLessThanOrEqual(r.max);
        }
        expect(buddyScore(b, a, km, today)).toEqual(s);
      }),
      { numRuns: 500 },
    );
  });

  it('never ranks a runner lower for living nearer', () => {
    fc.assert(
      fc.property(
        runner('a'),
        runner('b'),
        fc.double({ min: 0, max: 100, noNaN: true }),
        fc.double({ min: 0, max: 100, noNaN: true }),
        (a, b, x, y) => {
          const [near, far] = x <= y ? [x, y] : [y, x];
          expect(buddyScore(a, b, near, today).score).toBeGreaterThanOrEqual(
            buddyScore(a, b, far, today).score,
          );
        },
      ),
      { numRuns: 500 },
    );
  });
});

describe('rankBuddySuggestions', () => {
  it('keeps acceptable runners, best first, then nearest, within the limit', () => {
    const me = candidate({ id: 'me' });
    const twin = candidate({ id: 'twin' });
    const slower = candidate({ id: 'slower', preferredPace: '7:00' });
    const teen = candidate({ id: 'teen', dateOfBirth: '2010-01-01' });
    const farAway = candidate({ id: 'far' });
    const paired = candidate({ id: 'paired' });
    const ranked = rankBuddySuggestions(
      me,
      [
        { runner: slower, distanceKm: 2 },
        { runner: teen, distanceKm: 1 },
        { runner: twin, distanceKm: 3.04 },
        { runner: farAway, distanceKm: 40 },
        { runner: paired, distanceKm: 1 },
        { runner: candidate({ id: 'twin2' }), distanceKm: 3.04 },
      ],
      { today, limit: 3, excludeIds: new Set(['paired']) },
    );
    expect(ranked.map((r) => [r.runner.id, r.distanceKm])).toEqual([
      ['twin', 3],
      ['twin2', 3],
      ['slower', 2],
    ]);
    expect(ranked[0]!.score).toBeGreaterThan(ranked[2]!.score);
  });
});
