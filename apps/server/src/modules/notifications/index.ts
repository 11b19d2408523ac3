// The notifications module's public surface: the one way to tell a runner something (delivery), event
// reminders, and what a delivery channel needs (the notices, their texts and links).
export type { DeliveryChannel } from './channels/channel.ts';
export type { NotificationDelivery } from './delivery.ts';
export { noticeDeliveryJob } from './delivery.jobs.ts';
export { noticeDigestJob } from './digest.jobs.ts';
export { DIGEST_TEXTS } from './digest-texts.ts';
export { noticePath, type Notice, type NoticeDetails, type Recipient, type StoredNotice } from './notice.ts';
export { storedNoticeText } from './notice-texts.ts';
export { reminderJob } from './reminders.jobs.ts';
export type { ReminderService } from './reminders.service.ts';
