import type { i18n as I18n, TFunction } from 'i18next';
import { i18n as appI18n } from '@/i18n';

/**
 * translateMessage (lib/messages.ts) for a component that shows a server's message only when a request
 * fails: the registry of every message's English and the `messages` translations load at the first
 * failure, not with the page (issue 30: about 7 KB gzip, more in other languages, on pages such as the
 * club page that a runner mostly just reads). The component's useTranslation() need not load
 * "messages": this does.
 */
export async function translateLater(
  t: TFunction,
  source: unknown,
  instance: I18n = appI18n,
): Promise<string | undefined> {
  const { translateMessage, MESSAGES_NAMESPACE } = await import('./messages');
  await instance.loadNamespaces(MESSAGES_NAMESPACE);
  return translateMessage(t, source);
}
