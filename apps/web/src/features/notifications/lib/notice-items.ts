/*
 * The notifications' items are a chunk of their own (NotificationItem with its icons, wording and date
 * formats): a runner with nothing new, the page's empty state, never loads them (issue 30). The page's
 * first-data loader loads them with a non-empty list, so the first render has them (and the server
 * preloads them with the list it paints); later, the page loads them when a list first comes.
 */
type ItemsModule = typeof import('../components/notification-item');

let loaded: ItemsModule | undefined;

/** Loads the items' code once; afterwards `loadedNoticeItems` has it. */
export function loadNoticeItems(): Promise<ItemsModule> {
  return import('../components/notification-item').then((module) => (loaded = module));
}

/** The items' code if it has been loaded, so the page can render them without suspending. */
export const loadedNoticeItems = (): ItemsModule | undefined => loaded;
