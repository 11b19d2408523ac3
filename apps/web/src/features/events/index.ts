// The events feature's public surface for other features.
export { LocationSearch } from './components/location-search';
export { LazyEventsMap } from './components/lazy-events-map';
export type { MapEvent } from './components/events-map';
export { useJoinEvent } from './api/join-event';
export { useLeaveEvent } from './api/leave-event';
