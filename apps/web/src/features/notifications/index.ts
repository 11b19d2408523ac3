// The notifications feature's public surface: other features and the app import these, never its files.
export { notificationsQueryOptions, useUnreadCount } from './api/get-notifications';
export { stopPushOnSignOut } from './lib/web-push';
