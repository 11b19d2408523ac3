import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { eventPath } from './get-event';
import { invalidateEventCaches } from './invalidate';
import type { SeriesScope } from './update-event';

/**
 * DELETE /api/events/:id?scope= (its managers) marks the event, or the rest of its series, cancelled;
 * `message`, when given, goes to everyone signed up with the cancellation.
 */
export const cancelEvent = (id: number, scope: SeriesScope, message: string) =>
  apiRequest<{ cancelled: number }>(
    'DELETE',
    `${eventPath(id)}?scope=${scope}`,
    message.trim() ? { message } : undefined,
  );

export function useCancelEvent(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ scope, message }: { scope: SeriesScope; message: string }) =>
      cancelEvent(id, scope, message),
    onSettled: () => invalidateEventCaches(queryClient),
  });
}
