import type { AttendanceResult } from '@stride/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { invalidateEventCaches } from './invalidate';

export const leaveEvent = (id: number) => apiRequest<AttendanceResult>('DELETE', `/api/events/${id}/leave`);

export function useLeaveEvent() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: leaveEvent, onSettled: () => invalidateEventCaches(queryClient) });
}
