// The news feature's public surface. Nothing outside the feature uses its parts: app/ loads its pages by
// path (each page its own chunk). Export here only what another feature or app/ needs.
export {};
