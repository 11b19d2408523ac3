import type { NewsEditable } from '@stride/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const editorArticleQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['/api/admin/news', id] as const,
    queryFn: ({ signal }) => apiRequest<NewsEditable>('GET', `/api/admin/news/${id}`, undefined, { signal }),
  });

export function useEditorArticle(id: number | null) {
  return useQuery({ ...editorArticleQueryOptions(id ?? 0), enabled: id != null });
}
