import type { BuddyMatch } from '@stride/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

const PATH = '/api/buddies/requests';

/** GET /api/buddies/requests: open requests received and sent. */
export const buddyRequestsQueryOptions = queryOptions({
  queryKey: [PATH] as const,
  queryFn: ({ signal }) =>
    apiRequest<{ incoming: BuddyMatch[]; outgoing: BuddyMatch[] }>('GET', PATH, undefined, { signal }),
});

export const useBuddyRequests = () => useQuery(buddyRequestsQueryOptions);

/** Every buddy list changes together: requests, suggestions, buddies, training partners and blocks. */
export const invalidateBuddies = (client: QueryClient) =>
  Promise.all(
    [
      '/api/buddies/requests',
      '/api/buddies/suggestions',
      '/api/buddies',
      '/api/training-partners',
      '/api/users/me/blocks',
    ].map((key) => client.invalidateQueries({ queryKey: [key] })),
  );

/** POST /api/buddies/requests */
export function useSendBuddyRequest() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { recipientId: string; message?: string }) =>
      apiRequest<BuddyMatch>('POST', PATH, body),
    onSettled: () => invalidateBuddies(client),
  });
}

/** POST /api/buddies/requests/:id/accept|decline */
export function useRespondBuddyRequest() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: number; action: 'accept' | 'decline' }) =>
      apiRequest<BuddyMatch>('POST', `${PATH}/${id}/${action}`, {}),
    onSettled: () => invalidateBuddies(client),
  });
}
