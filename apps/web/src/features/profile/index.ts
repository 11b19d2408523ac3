// The profile feature's public surface. It owns the runner's profile (the one endpoint, PATCH
// /api/profile), profile setup and the goal editor; nothing outside the feature uses its parts: app/
// loads its pages by path (each page its own chunk). Export here only what another feature or app/ needs.
// app/router.tsx loads a cold page's first data with it.
export { profileQueryOptions } from './api/profile';
