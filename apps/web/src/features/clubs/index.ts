// The clubs feature's public surface. Nothing outside the feature uses its parts: app/router.tsx loads its
// pages by path (each page its own chunk). Export here only what another feature or app/ needs.
// app/router.tsx loads a cold club page's first data with it.
export { runclubQueryOptions } from './api/get-runclub';
