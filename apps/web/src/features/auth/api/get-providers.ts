import type { AuthProviders } from '@stride/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** GET /api/auth/providers: which of Strava and Google are set up on this server. */
export const providersQueryOptions = queryOptions({
  queryKey: ['/api/auth/providers'] as const,
  queryFn: () => apiRequest<AuthProviders>('GET', '/api/auth/providers'),
  staleTime: Infinity,
});

export const useProviders = () => useQuery(providersQueryOptions);
