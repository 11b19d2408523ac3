import type { Scenario } from './types.ts';

// Busy and quiet places, so the search sees both dense and sparse boxes.
const CENTRES = [
  [-33.8688, 151.2093], // Sydney
  [-37.8136, 144.9631], // Melbourne
  [-27.4698, 153.0251], // Brisbane
  [-31.9523, 115.8613], // Perth
  [-34.9285, 138.6007], // Adelaide
  [-42.8821, 147.3272], // Hobart
  [-35.2809, 149.13], // Canberra
  [-12.4634, 130.8456], // Darwin
  [-33.8915, 151.2767], // Bondi
  [-32.9283, 151.7817], // Newcastle
] as const;
const RADII = [5, 10, 20, 50] as const;
const HOURS = [24, 168, 336] as const;

const nearby = (extra: (i: number, j: number) => string) =>
  CENTRES.flatMap(([lat, lng], i) =>
    RADII.map((radiusKm, j) => ({
      path: `/api/events/search?lat=${lat}&lng=${lng}&radiusKm=${radiusKm}&hours=${HOURS[(i + j) % HOURS.length]}${j % 2 ? '&sort=distance' : ''}${extra(i, j)}`,
    })),
  );

export const eventsNearbyScenario: Scenario = {
  name: 'events nearby search',
  needsEvents: true,
  requests: async () => nearby(() => ''),
};

/**
 * Issue 29: the same searches with "Runs at my pace" (paces from 4:30 to 7:30 per km, the default 30 s
 * tolerance): to stay within 10 % of the search without it.
 */
export const eventsNearbyPaceScenario: Scenario = {
  name: 'events nearby search, pace filter',
  needsEvents: true,
  requests: async () => nearby((i, j) => `&paceSecPerKm=${270 + ((i * 4 + j) % 7) * 30}`),
};

const FILTERS = [
  '',
  'timeFilter=morning',
  'timeFilter=evening',
  'distanceFilter=marathon',
  'distanceFilter=5k',
  'eventTypeFilter=run_club',
  'timeFilter=morning&distanceFilter=10k&eventTypeFilter=official',
  'distanceFilter=ultramarathon&eventTypeFilter=run_club',
];

export const eventsListScenario: Scenario = {
  name: 'events list',
  needsEvents: true,
  requests: async () => {
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    return [
      ...FILTERS.map((f) => ({ path: `/api/events?limit=50${f ? `&${f}` : ''}` })),
      ...FILTERS.slice(0, 4).map((f) => ({
        path: `/api/events?limit=50&date=${tomorrow}${f ? `&${f}` : ''}`,
      })),
    ];
  },
};

export const eventDetailScenario: Scenario = {
  name: 'event detail',
  needsEvents: true,
  requests: async (ctx) => {
    const ids = await ctx.query<{ id: number }>(`select id from events order by random() limit 50`);
    return ids.map(({ id }) => ({ path: `/api/events/${id}` }));
  },
};

export default [eventsListScenario, eventsNearbyScenario, eventsNearbyPaceScenario, eventDetailScenario];
