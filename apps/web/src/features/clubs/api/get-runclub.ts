import type { RunclubDetail } from '@stride/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { RUNCLUBS_PATH } from './keys';

export const getRunclub = (id: number, signal?: AbortSignal) =>
  apiRequest<RunclubDetail>('GET', `${RUNCLUBS_PATH}/${id}`, undefined, { signal });

export const runclubQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [RUNCLUBS_PATH, 'detail', id] as const,
    queryFn: ({ signal }) => getRunclub(id, signal),
    staleTime: 30_000,
  });

export function useRunclub(id: number | null) {
  return useQuery({ ...runclubQueryOptions(id ?? 0), enabled: id != null && id > 0 });
}
