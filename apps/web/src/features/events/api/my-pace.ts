import type { RunnerPace } from '@stride/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** GET /api/events/my-pace: the runner's easy pace from their plan or profile, or null (issue 29). */
export function useMyPace(enabled: boolean) {
  return useQuery({
    queryKey: ['/api/events', 'my-pace'] as const,
    queryFn: ({ signal }) =>
      apiRequest<{ pace: RunnerPace | null }>('GET', '/api/events/my-pace', undefined, { signal }),
    enabled,
    staleTime: 5 * 60_000,
  });
}
