// The events feature's public surface: other features import these, never its files directly.
export { NearMeCard } from './components/near-me-card';
export { UpcomingEvents } from './components/upcoming-events';
export { LazyEventsMap } from './components/lazy-events-map';
export type { MapEvent } from './components/events-map';
export { useUserStats } from './api/get-user-stats';
export { useUpcomingEventCount, userEventsQueryOptions } from './api/get-user-events';
export { eventQueryOptions } from './api/get-event';
export { useJoinEvent } from './api/join-event';
export { useLeaveEvent } from './api/leave-event';
