import { describe, expect, it } from 'vitest';
import { oxygenCost, paceAtFraction, predictRaceSeconds, sustainableFraction, vdotFromRace } from './vdot.ts';

// Race times from Daniels' Running Formula, table 3.1 (VDOT 40, 50 and 60).
const DANIELS_TABLE = [
  { vdot: 40, times: { 5000: '24:08', 10000: '50:03', 21097.5: '1:50:59', 42195: '3:49:45' } },
  { vdot: 50, times: { 5000: '19:57', 10000: '41:21', 21097.5: '1:31:35', 42195: '3:10:49' } },
  { vdot: 60, times: { 5000: '17:03', 10000: '35:22', 21097.5: '1:18:09', 42195: '2:43:25' } },
];
const seconds = (t: string) => t.split(':').reduce((s, part) => s * 60 + Number(part), 0);

describe('Daniels–Gilbert equations', () => {
  it('give the oxygen cost and sustainable fraction of the published formulas', () => {
    // 200 m/min (a 50:00 10k): −4.60 + 0.182258·200 + 0.000104·200².
    expect(oxygenCost(200)).toBeCloseTo(36.0116, 4);
    expect(sustainableFraction(50)).toBeCloseTo(0.90002, 4);
  });

  it('rate a 50:00 10k at VDOT 40', () => {
    expect(vdotFromRace(10_000, 50 * 60)).toBeCloseTo(40.0, 1);
  });

  for (const row of DANIELS_TABLE) {
    it(`rate every race of the VDOT ${row.vdot} row at ${row.vdot} (±0.1)`, () => {
      for (const [metres, time] of Object.entries(row.times)) {
        expect(Math.abs(vdotFromRace(Number(metres), seconds(time)) - row.vdot)).toBeLessThan(0.1);
      }
    });

    it(`predict the VDOT ${row.vdot} row's times within 0.3 %`, () => {
      for (const [metres, time] of Object.entries(row.times)) {
        const predicted = predictRaceSeconds(row.vdot, Number(metres));
        expect(Math.abs(predicted - seconds(time)) / seconds(time)).toBeLessThan(0.003);
      }
    });
  }

  it('turn a fraction of VO2max back into a pace (inverse of the cost equation)', () => {
    const pace = paceAtFraction(50, 0.88);
    expect(oxygenCost(60_000 / pace)).toBeCloseTo(44, 6);
  });
});
