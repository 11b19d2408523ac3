import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { notificationsQueryOptions } from './get-notifications';

/** POST /api/notification-settings/test: a test notice in the bell and by web push. */
export const sendTestNotification = () =>
  apiRequest<{ queued: true }>('POST', '/api/notification-settings/test', {});

export function useSendTestNotification() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: sendTestNotification,
    onSuccess: () => client.invalidateQueries({ queryKey: notificationsQueryOptions.queryKey }),
  });
}
