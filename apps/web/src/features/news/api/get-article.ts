import type { NewsArticle } from '@stride/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const articlePath = (slug: string) => `/api/news/${encodeURIComponent(slug)}`;

export const articleQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: ['/api/news', 'article', slug] as const,
    queryFn: ({ signal }) => apiRequest<NewsArticle>('GET', articlePath(slug), undefined, { signal }),
    staleTime: 60_000,
  });

export function useArticle(slug: string) {
  return useQuery(articleQueryOptions(slug));
}
