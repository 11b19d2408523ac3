import type { AttendanceResult } from '@stride/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { invalidateEventCaches } from './invalidate';

export const joinEvent = (id: number) => apiRequest<AttendanceResult>('POST', `/api/events/${id}/join`);

export function useJoinEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: joinEvent,
    onSettled: () => invalidateEventCaches(queryClient),
  });
}
