import type { CreateEventInput, EventSummary } from '@stride/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { invalidateEventCaches } from './invalidate';

export const createEvent = (input: CreateEventInput) =>
  apiRequest<EventSummary & { occurrenceCount: number }>('POST', '/api/events', input);

export function useCreateEvent() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createEvent, onSuccess: () => invalidateEventCaches(queryClient) });
}
