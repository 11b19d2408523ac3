// The events feature's public surface: other features import these, never its files directly.
export { NearMeCard } from './components/near-me-card';
export { UpcomingEvents } from './components/upcoming-events';
export { useUserStats } from './api/get-user-stats';
export { useUpcomingEventCount } from './api/get-user-events';
