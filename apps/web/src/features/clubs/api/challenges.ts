import type { Challenge, CreateChallenge } from '@stride/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { invalidateClubCaches, RUNCLUBS_PATH } from './keys';

/** A club's challenges (issue 29): the caller's progress, and the leaderboards for its members. */
export const clubChallengesQueryOptions = (clubId: number) =>
  queryOptions({
    queryKey: [RUNCLUBS_PATH, clubId, 'challenges'] as const,
    queryFn: ({ signal }) =>
      apiRequest<{ challenges: Challenge[] }>('GET', `${RUNCLUBS_PATH}/${clubId}/challenges`, undefined, {
        signal,
      }),
  });

export function useClubChallenges(clubId: number) {
  return useQuery(clubChallengesQueryOptions(clubId));
}

export function useCreateChallenge(clubId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateChallenge) =>
      apiRequest<Challenge>('POST', `${RUNCLUBS_PATH}/${clubId}/challenges`, body),
    onSettled: () => invalidateClubCaches(queryClient),
  });
}

export function useJoinChallenge(clubId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (challengeId: number) =>
      apiRequest<Challenge>('POST', `${RUNCLUBS_PATH}/${clubId}/challenges/${challengeId}/join`),
    onSettled: () => invalidateClubCaches(queryClient),
  });
}
