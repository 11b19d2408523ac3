import type { Scenario, ScenarioContext } from './types.ts';

/**
 * Every request a different question, as when many runners each search from their own suburb: a random
 * locality (shuffledPlaces: never the same centre twice), a radius weighted to the default 10 km, a
 * period weighted to the default week. autocannon's connections walk one request
 * list in step, so a fixed list would ask each question once per connection at the same moment and the
 * shared answers would serve all but one; setupRequest with a counter gives every request its own.
 */
const RADII = [5, 10, 10, 10, 10, 10, 20, 20, 50, 100] as const;
const HOURS = [24, 48, 168, 168, 168, 168, 168, 336, 720] as const;

/** A small deterministic generator, so two runs ask the same sequence of questions. */
function mulberry32(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = <T>(list: readonly T[], r: number): T => list[Math.floor(r * list.length)]!;

/**
 * The localities in a shuffled order (seeded, so runs repeat): `next()` answers the next centre. A run
 * sends more requests than there are localities (about 18,000), so each pass moves every centre about
 * 110 m north of where the last pass put it (a runner a few streets away, or a map centre): a centre is
 * never asked twice, and no answer can be shared.
 */
async function shuffledPlaces(ctx: ScenarioContext, random: () => number) {
  const places = await ctx.query<{ lat: number; lng: number }>(
    'select lat, lng from australian_locations order by id',
  );
  const order = places.map((_, i) => i);
  for (let i = order.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  let counter = 0;
  return () => {
    const pass = Math.floor(counter / order.length);
    const place = places[order[counter++ % order.length]!]!;
    return `lat=${(Number(place.lat) + pass * 0.001).toFixed(4)}&lng=${Number(place.lng).toFixed(4)}`;
  };
}

export const eventsDistinctScenario: Scenario = {
  name: 'events nearby, every request different',
  needsEvents: true,
  requests: async (ctx) => {
    const random = mulberry32(13);
    const nextPlace = await shuffledPlaces(ctx, random);
    const next = () => {
      const sort = random() < 0.2 ? '&sort=distance' : '';
      return `/api/events/search?${nextPlace()}&radiusKm=${pick(RADII, random())}&hours=${pick(HOURS, random())}${sort}`;
    };
    return [{ path: '/api/events/search', next }];
  },
};

/** Filters a club search adds now and then (most runners search by suburb alone). */
const CLUB_FILTERS = ['', '', '', '', '', '&runDay=saturday', '&distance=5k', '&abilityLevel=beginner'];

/** Run clubs near a suburb (issue 9), every request a different suburb: nothing can be shared. */
export const clubsDistinctScenario: Scenario = {
  name: 'club search near a suburb, every request different',
  needsClubs: true,
  requests: async (ctx) => {
    const random = mulberry32(29);
    const nextPlace = await shuffledPlaces(ctx, random);
    const next = () =>
      `/api/runclubs?${nextPlace()}&radiusKm=${pick(RADII, random())}${pick(CLUB_FILTERS, random())}`;
    return [{ path: '/api/runclubs', next }];
  },
};

export default [eventsDistinctScenario, clubsDistinctScenario];
