import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { TranslationKey } from '@/i18n/keys';

/**
 * Sets document.title to the translated page name followed by the app name, and keeps it in step when
 * the language changes. Pass a fully qualified key, e.g. usePageTitle('common:pageTitles.about').
 */
export function usePageTitle(key: TranslationKey): void {
  const { t } = useTranslation('common');
  const title = t('common:pageTitle', { page: t(key) });
  useEffect(() => {
    document.title = title;
  }, [title]);
}
