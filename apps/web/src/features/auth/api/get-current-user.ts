import type { CurrentUser } from '@stride/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiRequestError, apiRequest } from '@/lib/api-client';

/** The signed-in user as GET /api/auth/user returns it (contracts' currentUserSchema: never secrets). */
export type { CurrentUser };

export const CURRENT_USER_PATH = '/api/auth/user';

/** Resolves to the signed-in user, or null when the server answers 401 (signed out). */
export async function getCurrentUser({ signal }: { signal?: AbortSignal } = {}): Promise<CurrentUser | null> {
  try {
    return await apiRequest<CurrentUser>('GET', CURRENT_USER_PATH, undefined, { signal });
  } catch (error) {
    if (!(error instanceof ApiRequestError)) throw error;
    if (error.status === 401) return null;
    // SPEC section 7 words this one failure differently from the generic rule.
    throw new ApiRequestError(`HTTP ${error.status}: ${error.statusText}`, error);
  }
}

/**
 * Auth state query (SPEC section 7): fresh for five minutes, never retried (a 401 is an answer, not a
 * failure). Invalidate `currentUserQueryOptions.queryKey` after login, logout and profile changes.
 */
export const currentUserQueryOptions = queryOptions({
  queryKey: [CURRENT_USER_PATH] as const,
  queryFn: ({ signal }) => getCurrentUser({ signal }),
  staleTime: 5 * 60 * 1000,
  retry: false,
  // When the request failed (server down), every component that starts observing the query would
  // otherwise refetch on mount; the layout swaps to the splash while that runs, which remounts those
  // components, which refetch again: an endless loop. Loaders and invalidation still retry it.
  retryOnMount: false,
});

export type AuthStatus = 'loading' | 'authenticated' | 'anonymous';

export interface AuthState {
  user: CurrentUser | null;
  status: AuthStatus;
  /** True until the first answer arrives; pages show the loading splash meanwhile. */
  isLoading: boolean;
  isAuthenticated: boolean;
}

export function useAuth(): AuthState {
  const query = useQuery(currentUserQueryOptions);
  const { data } = query;
  // Only the very first answer counts as loading: a later refetch after a failure must not put the
  // splash back over the page.
  const isLoading = query.isLoading && query.dataUpdatedAt === 0 && query.errorUpdatedAt === 0;
  const status: AuthStatus = isLoading ? 'loading' : data ? 'authenticated' : 'anonymous';
  return { user: data ?? null, status, isLoading, isAuthenticated: data != null };
}
