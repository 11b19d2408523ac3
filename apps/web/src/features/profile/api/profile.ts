import type { OwnProfile, ProfileUpdateInput } from '@stride/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { currentUserQueryOptions } from '@/features/auth';
import { apiRequest } from '@/lib/api-client';

const PATH = '/api/profile';

/**
 * GET/PATCH /api/profile, the one endpoint for the runner's profile: running preferences and progress;
 * a PATCH takes any part of the profile (profile setup's personal details, the profile page's running
 * preferences, goals).
 */
export const profileQueryOptions = queryOptions({
  queryKey: [PATH] as const,
  queryFn: ({ signal }) => apiRequest<OwnProfile>('GET', PATH, undefined, { signal }),
});

export const useProfile = () => useQuery(profileQueryOptions);

export const updateProfile = (patch: ProfileUpdateInput) => apiRequest<OwnProfile>('PATCH', PATH, patch);

export function useUpdateProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    // The signed-in runner (name, distances, goals) is read again before the caller's onSuccess runs, so
    // a page that moves on after saving (profile setup) finds the profile complete.
    onSuccess: async (profile) => {
      client.setQueryData(profileQueryOptions.queryKey, profile);
      await client.invalidateQueries({ queryKey: currentUserQueryOptions.queryKey });
    },
  });
}
