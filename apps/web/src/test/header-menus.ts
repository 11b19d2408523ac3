/**
 * The header's dropdown menus in English, as a signed-in runner without a training plan sees them (no
 * Adjust Plan), in the spec's order; Calendar sits with My Events. The header test and the e2e shell
 * journey both hold the app to this one list.
 */
export const HEADER_MENUS: Record<string, string[]> = {
  'Find Events': ['Create Events', 'Find Events', 'My Events', 'Calendar', 'parkruns', 'Community Heat Map'],
  'Run Clubs': [
    'Find a Run Club',
    'Create a Run Club',
    'Run Club Signup',
    'Buddy Matching',
    'Training Partners',
  ],
  'Training Plans': ['Create a Training Plan', 'Training Plans'],
};
