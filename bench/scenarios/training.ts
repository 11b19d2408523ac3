import { randomUUID } from 'node:crypto';
import { addDays, defaultPlanStartDate } from '@stride/contracts';
import { localDate } from '../../apps/server/src/lib/timezones.ts';
import { users } from '../../apps/server/src/db/schema/index.ts';
import { SessionService } from '../../apps/server/src/modules/auth/sessions.service.ts';
import { GoalsService } from '../../apps/server/src/modules/goals/goals.service.ts';
import { TrainingPlansService } from '../../apps/server/src/modules/training-plans/training-plans.service.ts';
import type { Scenario, ScenarioContext } from './types.ts';

// Training plans (issue 10): building a 20-week marathon plan, and the dashboard's reads of one plan.

/** A runner in Bondi with a session; answers the request headers that carry it. */
export async function runner(ctx: ScenarioContext) {
  const [user] = await ctx.db
    .insert(users)
    .values({
      email: `bench.training.${randomUUID()}@example.com`,
      firstName: 'Bench',
      lastName: 'Runner',
      emailVerified: true,
      location: 'Bondi, NSW 2026',
    })
    .returning({ id: users.id });
  const token = await new SessionService(ctx.db).start(user!.id, { authMethod: 'bench' });
  return { userId: user!.id, headers: { cookie: `stride_sid=${token}` } };
}

/** 20 weeks, 5 days a week, from a 50:00 10k and 40 km a week: the benchmark plan. */
function marathonAnswers() {
  const start = defaultPlanStartDate(localDate(new Date(), 'Australia/Sydney'));
  return {
    goalDistance: 'marathon' as const,
    daysPerWeek: 5,
    runDays: [0, 2, 3, 4, 6],
    longRunDay: 0,
    experienceLevel: 'intermediate' as const,
    currentWeeklyKm: 40,
    longestRecentRunKm: 16,
    recentRace: { distanceKm: 10, time: '50:00' },
    startDate: start,
    raceDate: addDays(start, 7 * 19 + 6),
  };
}

export const planCreateScenario: Scenario = {
  name: 'training plan create (20-week marathon)',
  requests: async (ctx) => {
    const { headers } = await runner(ctx);
    return [
      {
        method: 'POST',
        path: '/api/training-plans',
        // Stride's pages send Sec-Fetch-Site: same-origin, which the CSRF check accepts.
        headers: { ...headers, 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' },
        body: JSON.stringify(marathonAnswers()),
      },
    ];
  },
};

export const planPageScenario: Scenario = {
  name: 'training plan page (plan, stats, adjustments)',
  requests: async (ctx) => {
    const { userId, headers } = await runner(ctx);
    const plan = await new TrainingPlansService(ctx.db, new GoalsService(ctx.db)).create(
      userId,
      marathonAnswers(),
    );
    return ['', '/stats', '/adjustments'].map((suffix) => ({
      path: `/api/training-plans/${plan.id}${suffix}`,
      headers,
    }));
  },
};

export default [planCreateScenario, planPageScenario];
