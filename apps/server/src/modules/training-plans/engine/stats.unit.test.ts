import { describe, expect, it } from 'vitest';
import { buildPlan } from './build-plan.ts';
import { computeStats } from './stats.ts';

const plan = buildPlan({
  goalDistance: '10k',
  startDate: '2027-03-01',
  raceDate: '2027-04-25',
  durationWeeks: 8,
  runDays: [2, 4, 0],
  longRunDay: 0,
  experienceLevel: 'intermediate',
  currentWeeklyKm: 20,
  longestRecentRunKm: 8,
});
const workouts = plan.weeks.flatMap((w) => w.workouts);
const [first, second, third, fourth] = workouts;

describe('computeStats', () => {
  it('is empty before anything is due', () => {
    const stats = computeStats(plan, [], '2027-03-01');
    expect(stats).toMatchObject({
      runsCompleted: 0,
      runsDue: 0,
      missedRuns: 0,
      totalDistanceKm: 0,
      totalTimeSec: 0,
      averagePaceSecPerKm: null,
      completionRate: null,
      currentWeek: 1,
      completedWeeks: 0,
    });
    expect(stats.runsPlanned).toBe(workouts.length);
    expect(stats.weeks.map((w) => w.plannedKm)).toEqual(plan.weeks.map((w) => w.plannedKm));
  });

  it('counts reported runs, distance, time and pace, and planned against done per week', () => {
    const stats = computeStats(
      plan,
      [
        { workoutDate: first!.date, completed: true, actualDistance: 5, actualDuration: 1800 },
        { workoutDate: second!.date, completed: true, paceAchieved: '6:00' }, // planned distance
        { workoutDate: third!.date, completed: false },
        { workoutDate: '2027-03-06', completed: true, actualDistance: 3 }, // an extra Saturday run, no time
      ],
      fourth!.date,
    );
    expect(stats.runsCompleted).toBe(3);
    expect(stats.runsDue).toBe(3);
    expect(stats.missedRuns).toBe(1);
    expect(stats.completionRate).toBeCloseTo(2 / 3, 3);
    expect(stats.totalDistanceKm).toBeCloseTo(5 + second!.distanceKm + 3, 5);
    expect(stats.totalTimeSec).toBe(1800 + Math.round(360 * second!.distanceKm));
    expect(stats.averagePaceSecPerKm).toBe(Math.round(stats.totalTimeSec / (5 + second!.distanceKm)));
    expect(stats.weeks[0]).toMatchObject({ completedRuns: 2, plannedRuns: plan.weeks[0]!.workouts.length });
    expect(stats.currentWeek).toBe(2);
    expect(stats.completedWeeks).toBe(1);
  });

  it("counts today's workout as due once it is done, and the last week after the race", () => {
    const today = first!.date;
    expect(computeStats(plan, [{ workoutDate: today, completed: true }], today)).toMatchObject({
      runsDue: 1,
      completionRate: 1,
    });
    expect(computeStats(plan, [], '2027-06-01')).toMatchObject({ currentWeek: 8, completedWeeks: 8 });
  });

  it('lets a later report for a date replace an earlier one', () => {
    const stats = computeStats(
      plan,
      [
        { workoutDate: first!.date, completed: false },
        { workoutDate: first!.date, completed: true, actualDistance: 4 },
      ],
      second!.date,
    );
    expect(stats).toMatchObject({ runsCompleted: 1, totalDistanceKm: 4, completionRate: 1 });
  });
});
