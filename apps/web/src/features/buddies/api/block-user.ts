import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { invalidateBuddies } from './buddy-requests';

/** POST/DELETE /api/users/:id/block */
export function useBlockUser() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, block }: { id: string; block: boolean }) =>
      apiRequest<void>(block ? 'POST' : 'DELETE', `/api/users/${id}/block`, block ? {} : undefined),
    onSettled: () => invalidateBuddies(client),
  });
}
