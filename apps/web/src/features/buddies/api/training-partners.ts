import type { TrainingPartner } from '@stride/contracts';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export interface TrainingPartnerList {
  partners: TrainingPartner[];
  upcomingRuns: { id: number; title: string; date: string }[];
}

/** GET /api/training-partners, POST /api/training-partners/:id/invite */
export const trainingPartnersQueryOptions = queryOptions({
  queryKey: ['/api/training-partners'] as const,
  queryFn: ({ signal }) =>
    apiRequest<TrainingPartnerList>('GET', '/api/training-partners', undefined, { signal }),
});

export const useTrainingPartners = () => useQuery(trainingPartnersQueryOptions);

export function useInvitePartner() {
  return useMutation({
    mutationFn: ({ partnerId, eventId }: { partnerId: string; eventId: number }) =>
      apiRequest<{ invited: true }>('POST', `/api/training-partners/${partnerId}/invite`, { eventId }),
  });
}
