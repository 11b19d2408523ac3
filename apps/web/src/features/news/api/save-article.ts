import type { NewsEditable, NewsInput, NewsUpdate } from '@stride/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const createArticle = (body: NewsInput) => apiRequest<NewsEditable>('POST', '/api/news', body);
export const updateArticle = (id: number, body: NewsUpdate) =>
  apiRequest<NewsEditable>('PATCH', `/api/news/${id}`, body);

/** Creates (no id) or changes an article; every news list and article is read again afterwards. */
export function useSaveArticle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: NewsInput }) =>
      id == null ? createArticle(body) : updateArticle(id, body),
    onSuccess: (saved) => {
      queryClient.setQueryData(['/api/admin/news', saved.id], saved);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: ['/api/admin/news'] }),
        queryClient.invalidateQueries({ queryKey: ['/api/news'] }),
      ]);
    },
  });
}
