import type { CurrentUser, Language } from '@stride/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { currentUserQueryOptions } from './get-current-user';

/** The runner's language on the server: e-mails and push are written in it. */
export const setServerLanguage = (language: Language) =>
  apiRequest<void>('PUT', '/api/users/me/language', { language });

export function useSetServerLanguage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setServerLanguage,
    onSuccess: (_answer, language) =>
      queryClient.setQueryData<CurrentUser | null>(currentUserQueryOptions.queryKey, (user) =>
        user ? { ...user, language } : user,
      ),
  });
}
