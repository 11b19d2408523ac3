// Lint fixture (src/test/import-boundaries.test.ts): linted as if it were apps/web/src/components/layout/.
// Both imports break the boundary: shared layout code must not reach into a feature at all.
import { useAuth } from '@/features/auth';
import { useUnreadCount } from '@/features/notifications/api/get-notifications';

export function Badge() {
  const { user } = useAuth();
  return <span>{user ? useUnreadCount(true) : 0}</span>;
}
