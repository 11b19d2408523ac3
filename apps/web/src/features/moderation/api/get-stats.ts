import type { AdminStats } from '@stride/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const statsQueryOptions = queryOptions({
  queryKey: ['/api/admin/stats'] as const,
  queryFn: ({ signal }) => apiRequest<AdminStats>('GET', '/api/admin/stats', undefined, { signal }),
});

export function useAdminStats() {
  return useQuery(statsQueryOptions);
}
