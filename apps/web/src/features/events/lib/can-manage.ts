import type { EventDetail } from '@stride/contracts';
import { isUpcoming } from '../api/get-user-events';

/**
 * Whether the signed-in runner may change this run now: the server says they manage it (its host, or for
 * a club run the club's current owner and admins) and it is still on and ahead.
 */
export function canManage(event: EventDetail): boolean {
  return event.canManage && event.status !== 'cancelled' && isUpcoming(event);
}
