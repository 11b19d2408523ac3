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
    // Sharing cards and the canonical URL follow the page (index.html carries the defaults).
    const url = `${window.location.origin}${window.location.pathname}`;
    setHead('link[rel="canonical"]', 'href', url, () => {
      const link = document.createElement('link');
      link.rel = 'canonical';
      document.head.append(link);
      return link;
    });
    setHead('meta[property="og:url"]', 'content', url, () => meta('property', 'og:url'));
    setHead('meta[property="og:title"]', 'content', title);
    setHead('meta[name="twitter:title"]', 'content', title);
  }, [title]);
}

function meta(attribute: 'name' | 'property', value: string): HTMLMetaElement {
  const element = document.createElement('meta');
  element.setAttribute(attribute, value);
  document.head.append(element);
  return element;
}

function setHead(selector: string, attribute: string, value: string, create?: () => Element): void {
  const element = document.head.querySelector(selector) ?? create?.();
  element?.setAttribute(attribute, value);
}
