import type { Notification } from '@stride/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
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

/** Shared by both mutations so a refetch waits until the last of several quick clicks has settled. */
const UPDATE_KEY = ['notifications', 'update'] as const;

/**
 * Optimistic read-state changes: the list (and with it the bell and Alerts badges, which read the same
 * query) changes at once; a failure puts the previous list back; the server's answer is fetched again
 * once no other change is still on its way, so one click's refetch cannot undo another's optimism.
 */
function optimistic<V>(client: QueryClient, apply: (list: Notification[], vars: V) => Notification[]) {
  const { queryKey } = notificationsQueryOptions;
  return {
    mutationKey: UPDATE_KEY,
    onMutate: async (vars: V) => {
      await client.cancelQueries({ queryKey });
      const previous = client.getQueryData(queryKey);
      if (previous) client.setQueryData(queryKey, apply(previous, vars));
      return { previous };
    },
    onError: (_error: unknown, _vars: V, context: { previous?: Notification[] } | undefined) => {
      if (context?.previous) client.setQueryData(queryKey, context.previous);
    },
    onSettled: () => {
      if (client.isMutating({ mutationKey: UPDATE_KEY }) <= 1) return client.invalidateQueries({ queryKey });
      return undefined;
    },
  };
}

export function useMarkNotificationRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, isRead }: { id: number; isRead: boolean }) => markNotificationRead(id, isRead),
    ...optimistic<{ id: number; isRead: boolean }>(client, (list, { id, isRead }) =>
      list.map((n) => (n.id === id ? { ...n, isRead } : n)),
    ),
  });
}

export function useMarkAllNotificationsRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => markAllNotificationsRead(),
    ...optimistic<void>(client, (list) => list.map((n) => (n.isRead ? n : { ...n, isRead: true }))),
  });
}
