// Lint fixture (src/test/import-boundaries.test.ts): linted as if it were apps/web/src/features/clubs/pages/.
// clubs may use events (and auth, locations, moderation) through their public surfaces.
import { useAuth } from '@/features/auth';
import { LazyEventsMap, useJoinEvent } from '@/features/events';

export const alongDirection = { useAuth, LazyEventsMap, useJoinEvent };
