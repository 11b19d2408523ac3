import type { Report } from '@stride/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const reportsQueryOptions = (status: 'open' | 'closed') =>
  queryOptions({
    queryKey: ['/api/admin/reports', status] as const,
    queryFn: ({ signal }) =>
      apiRequest<Report[]>('GET', `/api/admin/reports?status=${status}`, undefined, { signal }),
  });

export function useReports(status: 'open' | 'closed', enabled = true) {
  return useQuery({ ...reportsQueryOptions(status), enabled });
}
