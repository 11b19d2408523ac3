import type { Notification } from '@stride/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** GET /api/notifications (SPEC section 9: cached 30 s; only fetched when signed in). */
export const notificationsQueryOptions = queryOptions({
  queryKey: ['/api/notifications'] as const,
  queryFn: ({ signal }) => apiRequest<Notification[]>('GET', '/api/notifications', undefined, { signal }),
  staleTime: 30_000,
});

export function useNotifications(enabled = true) {
  return useQuery({ ...notificationsQueryOptions, enabled });
}

export function useUnreadCount(enabled: boolean): number {
  const { data } = useNotifications(enabled);
  return data?.filter((n) => !n.isRead).length ?? 0;
}

export const markNotificationRead = (id: number, isRead = true) =>
  apiRequest<Notification>('PATCH', `/api/notifications/${id}`, { isRead });
export const markAllNotificationsRead = () =>
  apiRequest<{ updated: number }>('POST', '/api/notifications/read-all', {});

export function useMarkNotificationRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, isRead }: { id: number; isRead: boolean }) => markNotificationRead(id, isRead),
    onSuccess: () => client.invalidateQueries({ queryKey: notificationsQueryOptions.queryKey }),
  });
}

export function useMarkAllNotificationsRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: markAllNotificationsRead,
    onSuccess: () => client.invalidateQueries({ queryKey: notificationsQueryOptions.queryKey }),
  });
}
