import type { MyRunclub } from '@stride/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { RUNCLUBS_PATH } from './keys';

export const getMyRunclubs = (signal?: AbortSignal) =>
  apiRequest<MyRunclub[]>('GET', `${RUNCLUBS_PATH}/mine`, undefined, { signal });

export const myRunclubsQueryOptions = queryOptions({
  queryKey: [RUNCLUBS_PATH, 'mine'] as const,
  queryFn: ({ signal }) => getMyRunclubs(signal),
  staleTime: 60_000,
});

export function useMyRunclubs(enabled = true) {
  return useQuery({ ...myRunclubsQueryOptions, enabled });
}
