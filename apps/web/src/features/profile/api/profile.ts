import type { OwnProfile, RunningProfileUpdate } from '@stride/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

const PATH = '/api/profile';

/** GET/PATCH /api/profile: running preferences and progress of the signed-in runner. */
export const profileQueryOptions = queryOptions({
  queryKey: [PATH] as const,
  queryFn: ({ signal }) => apiRequest<OwnProfile>('GET', PATH, undefined, { signal }),
});

export const useProfile = () => useQuery(profileQueryOptions);

export const updateProfile = (patch: RunningProfileUpdate) => apiRequest<OwnProfile>('PATCH', PATH, patch);

export function useUpdateProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (profile) => client.setQueryData(profileQueryOptions.queryKey, profile),
  });
}
