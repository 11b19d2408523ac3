import type { QueryClient } from '@tanstack/react-query';
import { SEARCH_EVENTS_PATH } from './search-events';
import { USER_EVENTS_PATH } from './get-user-events';
import { USER_STATS_PATH } from './get-user-stats';

/**
 * After join, leave or create: the events caches (list, detail) and the near-me caches are refreshed
 * (SPEC 4), and so are my events and my stats. Every events key starts with '/api/events'.
 */
export function invalidateEventCaches(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: ['/api/events'] }),
    queryClient.invalidateQueries({ queryKey: [SEARCH_EVENTS_PATH] }),
    queryClient.invalidateQueries({ queryKey: [USER_EVENTS_PATH] }),
    queryClient.invalidateQueries({ queryKey: [USER_STATS_PATH] }),
  ]);
}
