import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { eventPath } from './get-event';
import { invalidateEventCaches } from './invalidate';
import type { SeriesScope } from './update-event';

/** DELETE /api/events/:id?scope= (creator only) marks the event, or the rest of its series, cancelled. */
export const cancelEvent = (id: number, scope: SeriesScope) =>
  apiRequest<{ cancelled: number }>('DELETE', `${eventPath(id)}?scope=${scope}`);

export function useCancelEvent(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (scope: SeriesScope) => cancelEvent(id, scope),
    onSettled: () => invalidateEventCaches(queryClient),
  });
}
