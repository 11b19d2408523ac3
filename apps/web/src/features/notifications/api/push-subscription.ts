import type { PushSubscriptionInput } from '@stride/contracts';
import { apiRequest } from '@/lib/api-client';

/** GET /api/push/public-key, POST/DELETE /api/push/subscriptions: this browser's web push. */
export const getPushPublicKey = () => apiRequest<{ publicKey: string }>('GET', '/api/push/public-key');
export const savePushSubscription = (sub: PushSubscriptionInput) =>
  apiRequest<void>('POST', '/api/push/subscriptions', sub);
export const deletePushSubscription = (endpoint: string) =>
  apiRequest<void>('DELETE', '/api/push/subscriptions', { endpoint });
