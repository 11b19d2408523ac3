// Lint fixture (src/test/import-boundaries.test.ts): linted as if it were apps/web/src/app/.
// app/ composes features through their public surfaces and loads their pages by path for lazy routes;
// it never reaches into a feature's other files.
import { useAuth } from '@/features/auth';
import { useJoinEvent } from '@/features/events/api/join-event';

export const composed = {
  useAuth,
  useJoinEvent,
  newsList: () => import('@/features/news/pages/NewsList'),
  joinButton: () => import('@/features/events/components/attendance-button'),
};
