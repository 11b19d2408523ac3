import type { Scenario } from './types.ts';

const RADII = [5, 10, 20, 50] as const;
const FILTERS = ['', '&runDay=saturday', '&distance=5k', '&abilityLevel=beginner', '&q=club%201'];

/**
 * Run clubs near a suburb (issue 9): 60 real localities picked at random, each radius, some with a
 * filter. The endpoint has no answer cache, so every request is a database search.
 */
export const clubsNearbyScenario: Scenario = {
  name: 'club search near a suburb',
  needsClubs: true,
  requests: async (ctx) => {
    const places = await ctx.query<{ lat: number; lng: number }>(
      `select lat, lng from australian_locations order by random() limit 60`,
    );
    return places.flatMap(({ lat, lng }, i) =>
      RADII.map((radiusKm, j) => ({
        path: `/api/runclubs?lat=${lat}&lng=${lng}&radiusKm=${radiusKm}${FILTERS[(i + j) % FILTERS.length]}`,
      })),
    );
  },
};

export default [clubsNearbyScenario];
