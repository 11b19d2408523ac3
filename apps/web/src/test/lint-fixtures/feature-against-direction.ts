// Lint fixture (src/test/import-boundaries.test.ts): linted as if it were apps/web/src/features/events/pages/.
// clubs depends on events (club runs use joining and the map), so events importing clubs would close a
// cycle: only the public surfaces of the features .oxlintrc.json lists for events are allowed.
import { useAuth } from '@/features/auth';
import * as clubs from '@/features/clubs';

export const againstDirection = { useAuth, clubs, lazyClubs: () => import('@/features/clubs') };
