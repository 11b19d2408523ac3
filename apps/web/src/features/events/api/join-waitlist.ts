import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateEventCaches } from './invalidate';
import { joinWaitlist } from './join-event';

export { joinWaitlist };

export function useJoinWaitlist() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: joinWaitlist, onSettled: () => invalidateEventCaches(queryClient) });
}
