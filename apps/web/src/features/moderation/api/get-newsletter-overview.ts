import type { NewsletterOverview } from '@stride/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** How many addresses a newsletter would reach now, and the latest newsletters sent (admins). */
export const newsletterOverviewQueryOptions = queryOptions({
  queryKey: ['/api/admin/newsletter'] as const,
  queryFn: ({ signal }) =>
    apiRequest<NewsletterOverview>('GET', '/api/admin/newsletter', undefined, { signal }),
});

export function useNewsletterOverview() {
  return useQuery(newsletterOverviewQueryOptions);
}
