import type { ReportAction } from '@stride/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const resolveReport = (id: number, action: ReportAction, note: string) =>
  apiRequest<void>('POST', `/api/admin/reports/${id}/resolve`, { action, note: note || undefined });

/** After a decision the queue, the totals and the public lists (events, comments, news) may have changed. */
export function useResolveReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (v: { id: number; action: ReportAction; note: string }) =>
      resolveReport(v.id, v.action, v.note),
    onSuccess: () =>
      Promise.all(
        ['/api/admin/reports', '/api/admin/stats', '/api/events', '/api/news'].map((key) =>
          queryClient.invalidateQueries({ queryKey: [key] }),
        ),
      ),
  });
}
