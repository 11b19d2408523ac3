import type { NewsletterPreview } from '@stride/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** The server renders the preview, so it is exactly the sanitised HTML subscribers will get. */
export const newsletterPreviewQueryOptions = (body: string) =>
  queryOptions({
    queryKey: ['/api/admin/newsletter/preview', body] as const,
    queryFn: ({ signal }) =>
      apiRequest<NewsletterPreview>('POST', '/api/admin/newsletter/preview', { body }, { signal }),
  });

export function useNewsletterPreview(body: string) {
  return useQuery({ ...newsletterPreviewQueryOptions(body), enabled: body.trim().length > 0 });
}
