// The push module's public surface: browser subscriptions and the VAPID keys. Its WebPushChannel
// (push.channel.ts) is one of the notification channels services.ts hands to delivery.
export type { PushService } from './push.service.ts';
export type { Vapid } from './vapid.ts';
