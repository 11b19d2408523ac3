import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { invalidateEventCaches } from './invalidate';

/** DELETE /api/events/:id/participants/:userId: the host (or a club run's admins) takes a runner off the run. */
export const removeParticipant = ({ eventId, userId }: { eventId: number; userId: string }) =>
  apiRequest<void>('DELETE', `/api/events/${eventId}/participants/${userId}`);

export function useRemoveParticipant() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: removeParticipant, onSettled: () => invalidateEventCaches(queryClient) });
}
