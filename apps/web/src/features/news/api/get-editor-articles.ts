import type { NewsEditable } from '@stride/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const editorArticlesQueryOptions = queryOptions({
  queryKey: ['/api/admin/news'] as const,
  queryFn: ({ signal }) => apiRequest<NewsEditable[]>('GET', '/api/admin/news', undefined, { signal }),
});

export function useEditorArticles() {
  return useQuery(editorArticlesQueryOptions);
}
