import type { NewsList } from '@stride/contracts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/**
 * The first page is exactly `/api/news` (no query): the server's HTML preloads that URL for /news, so
 * the page's first request is already on its way (lib/page-html.ts).
 */
export function newsPath(tag: string | null, cursor: string | null): string {
  const params = new URLSearchParams();
  if (tag) params.set('tag', tag);
  if (cursor) params.set('cursor', cursor);
  const query = params.toString();
  return query ? `/api/news?${query}` : '/api/news';
}

export const newsQueryOptions = (tag: string | null) =>
  infiniteQueryOptions({
    queryKey: ['/api/news', 'list', tag ?? ''] as const,
    queryFn: ({ pageParam, signal }) =>
      apiRequest<NewsList>('GET', newsPath(tag, pageParam), undefined, { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    staleTime: 60_000,
  });

export function useNews(tag: string | null) {
  return useInfiniteQuery(newsQueryOptions(tag));
}
