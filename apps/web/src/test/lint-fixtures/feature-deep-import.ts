// Lint fixture (src/test/import-boundaries.test.ts): linted as if it were apps/web/src/features/home/lib/.
// Reaching into another feature's files, by alias or by a relative path, breaks the boundary.
import { logout } from '@/features/auth/api/logout';
import { useLocationSearch } from '../../features/locations/api/search-locations';

export const deep = { logout, useLocationSearch };
