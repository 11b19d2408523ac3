import type { EventSummary, UpdateEvent } from '@stride/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { eventPath } from './get-event';
import { invalidateEventCaches } from './invalidate';

/** single: this occurrence only; series: every upcoming occurrence of a recurring event. */
export type SeriesScope = 'single' | 'series';

/** PATCH /api/events/:id?scope= (creator only): only the fields that changed. */
export const updateEvent = (id: number, patch: UpdateEvent, scope: SeriesScope) =>
  apiRequest<EventSummary>('PATCH', `${eventPath(id)}?scope=${scope}`, patch);

export function useUpdateEvent(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (v: { patch: UpdateEvent; scope: SeriesScope }) => updateEvent(id, v.patch, v.scope),
    onSuccess: () => invalidateEventCaches(queryClient),
  });
}
