import type { Scenario } from './types.ts';

// Real things people type: prefixes, full names, postcodes, typos, multi-word names.
const QUERIES = [
  'bondi',
  'st kilda',
  '2026',
  'bondy',
  'parramatta',
  'bris',
  'perth',
  'melb',
  'fremantle',
  'glenelg',
  'hobart',
  'darwin',
  'newcastle',
  'geelong',
  'ballarat',
  'bendigo',
  'cairns',
  'townsville',
  'toowoomba',
  'wollongong',
  'manly',
  'coogee',
  'fitzroy',
  'brunswick',
  'richmond',
  'paddington',
  'surry hills',
  'newtown',
  'chatswood',
  'penrith',
  'katoomba',
  'byron bay',
  'noosa',
  'mooloolaba',
  'burleigh',
  'southport',
  '3000',
  '4000',
  '6000',
  '5000',
  '7000',
  '0800',
  '2600',
  'canbera',
  'adelade',
  'bondi junc',
  'north sydney',
  'mount gambier',
  'alice springs',
  'launceston',
];

export const healthScenario: Scenario = {
  name: 'health',
  requests: async () => [{ path: '/api/health' }],
};

export const locationsScenario: Scenario = {
  name: 'locations search',
  requests: async () =>
    QUERIES.map((q) => ({ path: `/api/locations/search?q=${encodeURIComponent(q)}&limit=8` })),
};

export default [locationsScenario];
