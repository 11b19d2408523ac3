import { weekdayOf } from '@stride/contracts';
import { localDate } from '../../src/lib/timezones.ts';

// The wizard's answers for API tests of training plans and the runs that complete them.

/** The test runners live in Bondi, NSW: their "today" is Sydney's. */
export const sydneyToday = () => localDate(new Date(), 'Australia/Sydney');

/** Four run days starting today's weekday, long run on the last: today always has a workout. */
export function wizardAnswers(overrides: Record<string, unknown> = {}) {
  const today = sydneyToday();
  const first = weekdayOf(today);
  const runDays = [0, 2, 4, 5].map((d) => (first + d) % 7);
  return {
    goalDistance: 'half_marathon',
    daysPerWeek: 4,
    runDays,
    longRunDay: runDays[3],
    experienceLevel: 'intermediate',
    currentWeeklyKm: 30,
    longestRecentRunKm: 12,
    recentRace: { distanceKm: 10, time: '50:00' },
    startDate: today,
    weeks: 12,
    ...overrides,
  };
}
