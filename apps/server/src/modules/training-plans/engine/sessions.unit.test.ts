import { describe, expect, it } from 'vitest';
import { describeWorkout } from './describe.ts';
import { trainingPaces } from './paces.ts';
import {
  buildSession,
  buildSessionOrEasy,
  MIN_RUN_KM,
  structureKm,
  type SessionContext,
} from './sessions.ts';

const ctx = (weekKm: number, vdot = 40): SessionContext => ({
  paces: trainingPaces(vdot, '10k', 'race'),
  goalDistance: '10k',
  weekKm,
  paceFactor: 1,
});

describe('sessions', () => {
  it('size quality work by Daniels’ limits on the week: T ≤ 10 %, I ≤ 8 %, R ≤ 5 %', () => {
    const week = 60;
    const main = (kind: 'tempo' | 'cruise' | 'vo2' | 'reps') => {
      const s = buildSession(kind, 30, ctx(week))!.structure;
      return s.blocks.reduce((t, b) => t + (b.count * b.distanceM) / 1000, 0);
    };
    expect(main('tempo')).toBeLessThanOrEqual(0.1 * week);
    expect(main('cruise')).toBeLessThanOrEqual(0.1 * week);
    expect(main('vo2')).toBeLessThanOrEqual(0.08 * week);
    expect(main('reps')).toBeLessThanOrEqual(0.05 * week);
  });

  it('choose interval repeats of about 4 minutes and jog recoveries no longer than the repeat', () => {
    const slow = buildSession('vo2', 20, ctx(60, 30))!.structure.blocks[0]!; // I pace about 5:50 /km
    const fast = buildSession('vo2', 20, ctx(60, 65))!.structure.blocks[0]!; // about 3:06 /km
    expect(slow.distanceM).toBe(800);
    expect(fast.distanceM).toBe(1200);
    for (const b of [slow, fast]) {
      expect(b.recoverySec!).toBeLessThanOrEqual((b.distanceM / 1000) * b.paceRange.slowSecPerKm);
    }
  });

  it('fit the budget, shrinking the warm-up and repeats, or give a gentler session, or an easy run', () => {
    for (const budget of [4, 5, 6, 8, 12]) {
      const built = buildSessionOrEasy('vo2', budget, ctx(60));
      expect(built!.distanceKm).toBeLessThanOrEqual(budget);
      expect(structureKm(built!.structure, ctx(60))).toBeLessThanOrEqual(budget + 1e-9);
    }
    expect(buildSessionOrEasy('vo2', 3, ctx(60))).toMatchObject({ session: 'easy', distanceKm: 3 });
    expect(buildSessionOrEasy('vo2', 20, ctx(25))!.session).toBe('tempo'); // 8 % of 25 km is under 3 × 800 m
    expect(buildSessionOrEasy('easy', MIN_RUN_KM - 0.1, ctx(60))).toBeNull();
  });

  it('put marathon-pace kilometres at the end of a long run', () => {
    const built = buildSession('long_mp', 28, { ...ctx(65), goalDistance: 'marathon' })!;
    expect(built.distanceKm).toBe(28);
    expect(built.structure.blocks.map((b) => [b.zone, b.distanceM])).toEqual([
      ['easy', 20_000],
      ['marathon', 8000],
    ]);
  });

  it('slow every pace on eased days', () => {
    const eased = buildSession('easy', 8, { ...ctx(40), paceFactor: 1.03 })!;
    const normal = buildSession('easy', 8, ctx(40))!;
    expect(eased.paceRange.slowSecPerKm).toBe(Math.round(normal.paceRange.slowSecPerKm * 1.03));
  });

  it('describe workouts in English from their structure', () => {
    const c = ctx(60);
    const tempo = buildSession('tempo', 12, c)!;
    expect(describeWorkout(tempo.type, tempo.structure, tempo.distanceKm)).toBe(
      // About 20 minutes at threshold pace.
      'Threshold run, 7.5 km: 2 km warm-up, 3.5 km at threshold pace (5:06–5:11 /km), 2 km cool-down.',
    );
    const reps = buildSession('reps', 12, c)!;
    expect(describeWorkout(reps.type, reps.structure, reps.distanceKm)).toMatch(
      /^Intervals, [\d.]+ km: 2 km warm-up, 15 × 200 m at repetition pace \(5\d–5\d s each\) with 200 m jog, 1\.5 km cool-down\.$/,
    );
    const easy = buildSession('easy_strides', 6.4, c)!;
    expect(describeWorkout(easy.type, easy.structure, easy.distanceKm)).toBe(
      'Easy run: 6.4 km at easy pace (6:07–6:44 /km). Finish with 6 × 20 s strides.',
    );
  });
});
