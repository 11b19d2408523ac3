import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** The server renders the preview, so it is exactly the sanitised HTML readers will get. */
export const previewQueryOptions = (content: string) =>
  queryOptions({
    queryKey: ['/api/news/preview', content] as const,
    queryFn: ({ signal }) =>
      apiRequest<{ contentHtml: string }>('POST', '/api/news/preview', { content }, { signal }),
    staleTime: Infinity,
    placeholderData: (previous) => previous,
  });

export function usePreview(content: string) {
  return useQuery({ ...previewQueryOptions(content), enabled: content.trim().length > 0 });
}
