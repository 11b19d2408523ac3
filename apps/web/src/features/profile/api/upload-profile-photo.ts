import type { CurrentUser } from '@stride/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { currentUserQueryOptions } from '@/features/auth';

/** POST /api/auth/profile/photo: the image itself is the body (its own content type); answers the user. */
export const uploadProfilePhoto = (file: File) =>
  apiRequest<CurrentUser>('POST', '/api/auth/profile/photo', file);

export function useUploadProfilePhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadProfilePhoto,
    onSuccess: (user) => queryClient.setQueryData(currentUserQueryOptions.queryKey, user),
  });
}
