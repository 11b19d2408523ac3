import type { NotificationSettings, NotificationSettingsUpdate } from '@stride/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

const PATH = '/api/notification-settings';

/** GET/PUT /api/notification-settings: the runner's notification settings. */
export const notificationSettingsQueryOptions = queryOptions({
  queryKey: [PATH] as const,
  queryFn: ({ signal }) => apiRequest<NotificationSettings>('GET', PATH, undefined, { signal }),
});

export const useNotificationSettings = () => useQuery(notificationSettingsQueryOptions);

export const updateNotificationSettings = (patch: NotificationSettingsUpdate) =>
  apiRequest<NotificationSettings>('PUT', PATH, patch);

export function useUpdateNotificationSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateNotificationSettings,
    onSuccess: (settings) => client.setQueryData(notificationSettingsQueryOptions.queryKey, settings),
  });
}
