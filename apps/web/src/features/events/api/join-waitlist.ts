import type { AttendanceResult } from '@stride/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { invalidateEventCaches } from './invalidate';

export const joinWaitlist = (id: number) =>
  apiRequest<AttendanceResult>('POST', `/api/events/${id}/waitlist`);

export function useJoinWaitlist() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: joinWaitlist, onSettled: () => invalidateEventCaches(queryClient) });
}
