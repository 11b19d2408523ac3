import {
  applyNotificationSettingsUpdate,
  type NotificationSettings,
  type NotificationSettingsUpdate,
} from '@stride/contracts';
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

/** Switches flip at once (optimistic); a refused change puts the stored settings back. */
export function useUpdateNotificationSettings() {
  const client = useQueryClient();
  const { queryKey } = notificationSettingsQueryOptions;
  return useMutation({
    mutationFn: updateNotificationSettings,
    onMutate: async (patch) => {
      // The switch shows its new state before anything is awaited: a controlled checkbox otherwise
      // renders its old state for a moment after the click.
      const previous = client.getQueryData(queryKey);
      const next = previous && applyNotificationSettingsUpdate(previous, patch);
      if (next?.success) client.setQueryData(queryKey, next.data);
      // A read already on its way would bring the old settings back.
      await client.cancelQueries({ queryKey }, { revert: false });
      return { previous };
    },
    onError: (_error, _patch, context) => {
      if (context?.previous) client.setQueryData(queryKey, context.previous);
    },
    onSuccess: (settings) => client.setQueryData(queryKey, settings),
  });
}
