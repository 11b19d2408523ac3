import type { AttendanceRoster, CheckInCode, PresenceResult } from '@stride/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { invalidateEventCaches } from './invalidate';

/*
 * Attendance (issue 29): the host's code and roster, their marks, and a runner's own check-in.
 */

const rosterKey = (id: number) => ['/api/events', 'attendance', id] as const;

/** GET /api/events/:id/check-in-code: the run's managers only. */
export function useCheckInCode(eventId: number, enabled: boolean) {
  return useQuery({
    queryKey: ['/api/events', 'check-in-code', eventId] as const,
    queryFn: ({ signal }) =>
      apiRequest<CheckInCode>('GET', `/api/events/${eventId}/check-in-code`, undefined, { signal }),
    enabled,
    staleTime: Infinity,
  });
}

/** GET /api/events/:id/attendance: who holds a place, their marks and no-shows (managers only). */
export function useAttendanceRoster(eventId: number, enabled: boolean) {
  return useQuery({
    queryKey: rosterKey(eventId),
    queryFn: ({ signal }) =>
      apiRequest<AttendanceRoster>('GET', `/api/events/${eventId}/attendance`, undefined, { signal }),
    enabled,
  });
}

/** PUT /api/events/:id/attendance/:userId. */
export function useMarkPresence(eventId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, present }: { userId: string; present: boolean }) =>
      apiRequest<PresenceResult>('PUT', `/api/events/${eventId}/attendance/${userId}`, { present }),
    // Every events key, the roster's too, starts with '/api/events'.
    onSettled: () => invalidateEventCaches(queryClient),
  });
}

/** POST /api/events/:id/check-in with the run's code. */
export function useCheckIn(eventId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) =>
      apiRequest<PresenceResult>('POST', `/api/events/${eventId}/check-in`, { code }),
    onSettled: () => invalidateEventCaches(queryClient),
  });
}
