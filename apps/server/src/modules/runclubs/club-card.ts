import type { RunclubCard } from '@stride/contracts';
import { storedCard } from '../../db/stored-card.ts';

/**
 * The club card (contracts' runclubCardSchema without the search's distanceKm, which a search adds):
 * its one definition, each field's SQL over the club row `c`, held to the contract by TypeScript. The
 * club search sends it as stored; the club page parses it.
 */
export const CLUB_CARD_FIELDS = {
  id: 'c.id',
  name: 'c.name',
  description: 'c.description',
  logoUrl: 'c.logo_url',
  location: 'c.location',
  lat: 'c.lat',
  lng: 'c.lng',
  runDays: 'c.run_days',
  distances: 'c.distances',
  abilityLevels: 'c.ability_levels',
  // numeric's JSON is a number; the contract's annualCost is its exact text.
  annualCost: 'c.annual_cost::text',
  memberCount: 'c.member_count',
} satisfies Record<Exclude<keyof RunclubCard, 'distanceKm'>, string>;

export const clubCardSql = storedCard({
  name: 'club-card',
  table: 'runclubs',
  alias: 'c',
  fn: 'stride_club_card',
  writeFn: 'stride_write_club_card',
  trigger: 'runclubs_card',
  fields: CLUB_CARD_FIELDS,
});
