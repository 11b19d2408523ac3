import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { eventQueryOptions } from './get-event';

/** Adds my reaction, or removes it when I already reacted with that emoji. */
export const toggleReaction = (id: number, emoji: string, remove: boolean) =>
  remove
    ? apiRequest<void>('DELETE', `/api/events/${id}/reactions?emoji=${encodeURIComponent(emoji)}`)
    : apiRequest<void>('POST', `/api/events/${id}/reactions`, { emoji });

export function useToggleReaction(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (v: { emoji: string; remove: boolean }) => toggleReaction(id, v.emoji, v.remove),
    onSettled: () => queryClient.invalidateQueries({ queryKey: eventQueryOptions(id).queryKey }),
  });
}
