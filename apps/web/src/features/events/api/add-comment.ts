import type { EventComment } from '@stride/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { commentsPath, commentsQueryOptions } from './get-comments';
import { eventQueryOptions } from './get-event';

export const addComment = (id: number, content: string, isQuickComment: boolean) =>
  apiRequest<EventComment>('POST', commentsPath(id), { content, isQuickComment });

export function useAddComment(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (v: { content: string; isQuickComment: boolean }) =>
      addComment(id, v.content, v.isQuickComment),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: commentsQueryOptions(id).queryKey }),
        queryClient.invalidateQueries({ queryKey: eventQueryOptions(id).queryKey }),
      ]),
  });
}
