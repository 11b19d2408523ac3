import type { CurrentUser, ProfileUpdateInput } from '@stride/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { currentUserQueryOptions } from './get-current-user';

/** PATCH /api/auth/profile: answers the updated user, which replaces the cached one. */
export const updateProfile = (body: ProfileUpdateInput) =>
  apiRequest<CurrentUser>('PATCH', '/api/auth/profile', body);

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (user) => queryClient.setQueryData(currentUserQueryOptions.queryKey, user),
  });
}
