// Lint fixture (src/test/import-boundaries.test.ts): linted as if it were apps/web/src/features/home/lib/.
// Another feature's public surface (its index.ts) and shared code are fine.
import { useAuth } from '@/features/auth';
import { LocalityCombobox } from '@/features/locations';
import { cn } from '@/lib/utils';

export const allowed = { useAuth, LocalityCombobox, cn };
