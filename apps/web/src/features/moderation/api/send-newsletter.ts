import type { NewsletterSendInput, NewsletterSent } from '@stride/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { newsletterOverviewQueryOptions } from './get-newsletter-overview';

/** Sends a newsletter to every confirmed subscriber; the overview then lists it. */
export function useSendNewsletter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: NewsletterSendInput) =>
      apiRequest<NewsletterSent>('POST', '/api/admin/newsletter', input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: newsletterOverviewQueryOptions.queryKey }),
  });
}
