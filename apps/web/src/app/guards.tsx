import type { QueryClient } from '@tanstack/react-query';
import {
  Navigate,
  Outlet,
  redirect,
  useLocation,
  useSearchParams,
  type LoaderFunction,
  type Params,
} from 'react-router';
import { currentUserQueryOptions, destinationAfterSignIn, useAuth, type CurrentUser } from '@/features/auth';
import { signInPath } from '@/lib/sign-in-path';

/*
 * Route access is checked twice on purpose. Loaders run before a page's code is downloaded, so an
 * anonymous visitor is redirected without fetching a page they cannot see. The components react when
 * the auth state changes while a page is open (signing out on a signed-in-only page, or signing in on
 * /auth). Either way the sign-in screen gets a returnTo, and signing in leads back there (issue 16).
 */

/** The current user, waiting for the first answer if needed. A failed request counts as signed out. */
async function loadCurrentUser(queryClient: QueryClient): Promise<CurrentUser | null> {
  try {
    return await queryClient.ensureQueryData(currentUserQueryOptions);
  } catch {
    return null;
  }
}

/** Root loader: the first render waits (behind the loading splash) until auth state is known. */
export function authStateLoader(queryClient: QueryClient): LoaderFunction {
  return async () => {
    await loadCurrentUser(queryClient);
    return null;
  };
}

/** A page's first data (router.tsx FIRST_DATA): how to load it, and whether it needs a session. */
export interface FirstData {
  signedIn?: boolean;
  load: (queryClient: QueryClient, params: Params, url: URL) => Promise<unknown>;
}

/**
 * A page's first data, asked for by its route's loader. On the app's first load (`waitOnFirstLoad`), the
 * first render waits for it together with the page's chunk (the server preloads both): the page then
 * renders once, complete, in slices (a transition), instead of rendering a skeleton and then again all
 * at once when the data arrives, a long task on a phone (issue 30). Later navigations show the page at
 * once and fetch as before. Failures are left to the page's own query.
 */
export function firstDataLoader(
  queryClient: QueryClient,
  waitOnFirstLoad: () => boolean,
  { signedIn, load }: FirstData,
): LoaderFunction {
  return async ({ params, request }) => {
    if (!waitOnFirstLoad()) return null;
    if (!signedIn || (await loadCurrentUser(queryClient)))
      await load(queryClient, params, new URL(request.url)).catch(() => undefined);
    return null;
  };
}

const pathOf = (url: URL) => `${url.pathname}${url.search}${url.hash}`;

export function requireAuthLoader(queryClient: QueryClient): LoaderFunction {
  return async ({ request }) => {
    if (!(await loadCurrentUser(queryClient))) throw redirect(signInPath(pathOf(new URL(request.url))));
    return null;
  };
}

/** Sign-in and password-reset screens make no sense while signed in: on to where the runner was going. */
export function guestOnlyLoader(queryClient: QueryClient): LoaderFunction {
  return async ({ request }) => {
    const user = await loadCurrentUser(queryClient);
    if (user) throw redirect(destinationAfterSignIn(user, new URL(request.url).searchParams.get('returnTo')));
    return null;
  };
}

export function RequireAuth() {
  const { isAuthenticated } = useAuth();
  const location = useLocation();
  if (isAuthenticated) return <Outlet />;
  return <Navigate to={signInPath(`${location.pathname}${location.search}${location.hash}`)} replace />;
}

/** Signing in on /auth lands here: the new user is known, so the runner moves on at once. */
export function GuestOnly() {
  const { user } = useAuth();
  const [params] = useSearchParams();
  return user ? <Navigate to={destinationAfterSignIn(user, params.get('returnTo'))} replace /> : <Outlet />;
}
