import type { CurrentUser } from '@stride/contracts';
import '@/lib/zod-config';
import { StrictMode } from 'react';
import type { Root } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProvider } from '@/app/provider';
import { createAppRouter } from '@/app/router';
import { currentUserQueryOptions } from '@/features/auth';
import { i18n } from '@/i18n';
import { queryClient } from '@/lib/query-client';

/**
 * The full app (router, TanStack Query, every lazy page). Loaded by main.tsx for every screen except the
 * signed-out landing page. `knownUser` is the answer main.tsx already has, so it is not asked twice.
 */
export function startApp(root: Root, knownUser?: CurrentUser | null): void {
  if (knownUser !== undefined) queryClient.setQueryData(currentUserQueryOptions.queryKey, knownUser);
  // Creating the router starts the first navigation, whose root loader requests the auth state.
  const router = createAppRouter(queryClient);
  root.render(
    <StrictMode>
      <AppProvider queryClient={queryClient} i18n={i18n}>
        <RouterProvider router={router} />
      </AppProvider>
    </StrictMode>,
  );
}
