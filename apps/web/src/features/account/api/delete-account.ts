import type { DeleteAccountInput } from '@stride/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const deleteAccount = (body: DeleteAccountInput) =>
  apiRequest<{ success: boolean; message: string }>('DELETE', '/api/users/me', body);

/** After deletion the session is gone: local state is cleared and the runner lands on the home page. */
export function useDeleteAccount() {
  return useMutation({
    mutationFn: deleteAccount,
    onSuccess: () => {
      try {
        localStorage.clear();
        sessionStorage.clear();
      } catch {
        // Storage can be unavailable (privacy modes); the redirect still leaves the account.
      }
      window.location.assign('/?account_deleted=true');
    },
  });
}
