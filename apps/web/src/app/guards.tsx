import type { QueryClient } from '@tanstack/react-query';
import { Navigate, Outlet, redirect, type LoaderFunction } from 'react-router';
import { currentUserQueryOptions, useAuth, type CurrentUser } from '@/features/auth/api/get-current-user';

/*
 * Route access is checked twice on purpose. Loaders run before a page's code is downloaded, so an
 * anonymous visitor is redirected without fetching a page they cannot see. The components react when
 * the auth state changes while a page is open (signing out on a signed-in-only page).
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

export function requireAuthLoader(queryClient: QueryClient): LoaderFunction {
  return async () => {
    if (!(await loadCurrentUser(queryClient))) throw redirect('/auth');
    return null;
  };
}

/** Sign-in and password-reset screens make no sense while signed in; send the user home instead. */
export function guestOnlyLoader(queryClient: QueryClient): LoaderFunction {
  return async () => {
    if (await loadCurrentUser(queryClient)) throw redirect('/');
    return null;
  };
}

export function RequireAuth() {
  const { isAuthenticated } = useAuth();
  return isAuthenticated ? <Outlet /> : <Navigate to="/auth" replace />;
}

export function GuestOnly() {
  const { isAuthenticated } = useAuth();
  return isAuthenticated ? <Navigate to="/" replace /> : <Outlet />;
}
