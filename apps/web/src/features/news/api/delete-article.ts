import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const deleteArticle = (id: number) => apiRequest<void>('DELETE', `/api/news/${id}`);

export function useDeleteArticle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteArticle,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['/api/admin/news'] }),
        queryClient.invalidateQueries({ queryKey: ['/api/news'] }),
      ]),
  });
}
