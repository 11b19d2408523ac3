import type { AttendanceResult } from '@stride/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { invalidateEventCaches } from './invalidate';

/** The run, or the run and the pace group to run in (required when it has groups; another one moves). */
export type JoinTarget = number | { id: number; paceGroupId: number };

const bodyOf = (target: JoinTarget) =>
  typeof target === 'number'
    ? ([target, undefined] as const)
    : ([target.id, { paceGroupId: target.paceGroupId }] as const);

export const joinEvent = (target: JoinTarget) => {
  const [id, body] = bodyOf(target);
  return apiRequest<AttendanceResult>('POST', `/api/events/${id}/join`, body);
};

/** POST /api/events/:id/waitlist, for the run or one of its pace groups. */
export const joinWaitlist = (target: JoinTarget) => {
  const [id, body] = bodyOf(target);
  return apiRequest<AttendanceResult>('POST', `/api/events/${id}/waitlist`, body);
};

export function useJoinEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: joinEvent,
    onSettled: () => invalidateEventCaches(queryClient),
  });
}
