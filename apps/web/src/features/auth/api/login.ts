import type { LoginInput, MessageResponse } from '@stride/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { currentUserQueryOptions } from './get-current-user';

/** POST /api/auth/login (SPEC section 7). */
export const login = (body: LoginInput) => apiRequest<MessageResponse>('POST', '/api/auth/login', body);

/** Signs in and waits for the fresh current user, so the caller can decide where the runner goes next. */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: LoginInput) => {
      await login(body);
      return queryClient.fetchQuery({ ...currentUserQueryOptions, staleTime: 0 });
    },
  });
}
