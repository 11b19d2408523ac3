import type { CreateEventInput, EventSummary } from '@stride/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { invalidateClubCaches } from './keys';

/** POST /api/events with clubId: an event posted as the club (its members are told). */
export const createClubEvent = (input: CreateEventInput & { clubId: number }) =>
  apiRequest<EventSummary>('POST', '/api/events', input);

export function useCreateClubEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createClubEvent,
    onSuccess: () =>
      Promise.all([
        invalidateClubCaches(queryClient),
        queryClient.invalidateQueries({ queryKey: ['/api/events'] }),
      ]),
  });
}
