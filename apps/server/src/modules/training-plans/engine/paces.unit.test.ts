import { formatPace } from '@stride/contracts';
import { describe, expect, it } from 'vitest';
import { pacesForRunner, runnerVdot, trainingPaces, ZONE_BANDS } from './paces.ts';
import { paceAtFraction } from './vdot.ts';

const near = (actual: number, expected: string, toleranceSec: number) => {
  const [m, s] = expected.split(':').map(Number);
  expect(Math.abs(actual - (m! * 60 + s!))).toBeLessThanOrEqual(toleranceSec);
};

describe('training paces', () => {
  it('match issue 10 for a 50:00 10k (VDOT 40): easy about 6:08–6:46, threshold about 5:06', () => {
    const paces = pacesForRunner({
      recentRace: { distanceKm: 10, time: '50:00' },
      experienceLevel: 'intermediate',
      goalDistance: '10k',
    });
    expect(paces.vdot).toBe(40);
    expect(paces.source).toBe('race');
    expect(paces.estimated).toBe(false);
    near(paces.zones.easy.fastSecPerKm, '6:08', 3);
    near(paces.zones.easy.slowSecPerKm, '6:46', 3);
    near(paces.zones.threshold.fastSecPerKm, '5:06', 1);
  });

  // Daniels' table paces per km: T (threshold), I (interval) and M (marathon race pace).
  const TABLE = [
    { vdot: 40, T: '5:06', I: '4:41', M: '5:27' },
    { vdot: 50, T: '4:15', I: '3:55', M: '4:31' },
    { vdot: 60, T: '3:40', I: '3:23', M: '3:52' },
  ];
  for (const row of TABLE) {
    it(`put Daniels' T, I and M paces for VDOT ${row.vdot} inside their ranges`, () => {
      const { zones } = trainingPaces(row.vdot, 'marathon', 'race');
      near(zones.threshold.fastSecPerKm, row.T, 2);
      for (const [zone, pace] of [
        ['interval', row.I],
        ['marathon', row.M],
      ] as const) {
        const [m, s] = pace.split(':').map(Number);
        expect(zones[zone].fastSecPerKm).toBeLessThanOrEqual(m! * 60 + s! + 1);
        expect(zones[zone].slowSecPerKm).toBeGreaterThanOrEqual(m! * 60 + s! - 1);
      }
    });
  }

  it('keep every prescribed range inside its Daniels band and in order from slow to fast', () => {
    for (const vdot of [15, 25, 30, 40, 50, 60, 75, 90]) {
      const { zones } = trainingPaces(vdot, 'half_marathon', 'race');
      const band = (zone: keyof typeof ZONE_BANDS) => ({
        fast: Math.round(paceAtFraction(vdot, ZONE_BANDS[zone][1])),
        slow: Math.round(paceAtFraction(vdot, ZONE_BANDS[zone][0])),
      });
      for (const zone of ['easy', 'marathon', 'threshold', 'interval', 'repetition'] as const) {
        expect(zones[zone].fastSecPerKm).toBeGreaterThanOrEqual(band(zone).fast);
        expect(zones[zone].slowSecPerKm).toBeLessThanOrEqual(band(zone).slow);
        expect(zones[zone].fastSecPerKm).toBeLessThan(zones[zone].slowSecPerKm);
      }
      expect(zones.recovery.fastSecPerKm).toBeGreaterThanOrEqual(zones.easy.slowSecPerKm);
      const order = ['easy', 'marathon', 'threshold', 'interval', 'repetition'] as const;
      for (let i = 1; i < order.length; i++) {
        expect(zones[order[i]!].fastSecPerKm).toBeLessThan(zones[order[i - 1]!].fastSecPerKm);
      }
    }
  });

  it('set the race zone around the predicted race pace for the goal distance', () => {
    const paces = trainingPaces(50, 'half_marathon', 'race');
    near(paces.predictedRaceSec / 21.0975, '4:20', 2); // 1:31:35 ÷ 21.0975 km
    expect(formatPace(paces.predictedRaceSec / 21.0975)).toBe('4:20');
    expect(paces.zones.race.fastSecPerKm).toBeLessThan(paces.predictedRaceSec / 21.0975);
    expect(paces.zones.race.slowSecPerKm).toBeGreaterThan(paces.predictedRaceSec / 21.0975);
  });

  it('estimate from the experience level when there is no race, and say so', () => {
    const paces = pacesForRunner({ experienceLevel: 'beginner', goalDistance: '5k' });
    expect(paces).toMatchObject({ vdot: 30, source: 'experience', estimated: true });
    expect(runnerVdot(null, 'advanced')).toEqual({ vdot: 46, source: 'experience' });
  });

  it('keep extreme races inside the range the equations hold for', () => {
    expect(runnerVdot({ distanceKm: 5, time: '59:00' }, 'beginner').vdot).toBe(15);
    expect(runnerVdot({ distanceKm: 5, time: '12:00' }, 'elite').vdot).toBe(90);
  });
});
