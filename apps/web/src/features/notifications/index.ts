// The notifications feature's public surface: other features and the app import these, never its files.
export { notificationsQueryOptions, useUnreadCount } from './api/get-notifications';
export { loadNoticeItems } from './lib/notice-items';

/**
 * Signing out stops this browser's web push (lib/web-push.ts); its code loads then, not with every page.
 * A sign-out goes ahead even if it cannot load.
 */
export const stopPushOnSignOut = (): Promise<void> =>
  import('./lib/web-push').then(
    (push) => push.stopPushOnSignOut(),
    () => undefined,
  );
