import type { CurrentUser } from '@stride/contracts';
import '@/lib/zod-config';
import { StrictMode, startTransition } from 'react';
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
  const render = () =>
    // A transition: React renders the first page in slices, so the phone's main thread stays free for
    // input in between (Total Blocking Time, issue 30).
    startTransition(() =>
      root.render(
        <StrictMode>
          <AppProvider queryClient={queryClient} i18n={i18n}>
            <RouterProvider router={router} />
          </AppProvider>
        </StrictMode>,
      ),
    );
  // The first render waits for the first navigation (auth state, the page's chunk and translations), so
  // what the HTML painted (the splash, or the page's top that the server painted in the runner's
  // language) is replaced by the page itself, never by a loading screen in between.
  if (router.state.initialized) render();
  else {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      render();
    });
  }
  registerServiceWorkerLater();
}

/**
 * The service worker (offline reading, web push, update prompt) registers from its own chunk a few
 * seconds after the page has loaded, so neither it nor its install (which downloads the app shell)
 * competes with the page. The signed-out landing page, which has no room in its 120 KB budget
 * (decision 0006), leaves it to the first page of the app its visitor opens.
 */
function registerServiceWorkerLater(): void {
  if (!import.meta.env.PROD) return;
  const later = () => setTimeout(() => import('@/features/pwa'), 3000);
  if (document.readyState === 'complete') later();
  else window.addEventListener('load', later, { once: true });
}
