import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '@/i18n';
import type { Language } from '@/i18n/languages';
import type { TranslationKey } from '@/i18n/keys';

/**
 * Each page title's description: what search results and link previews show under the title. Keyed by
 * the title key a page passes, so every page gets its own description without naming it twice; a
 * title not listed here gets the site's general description.
 */
const DESCRIPTIONS: Partial<Record<TranslationKey, TranslationKey>> = {
  'common:pageTitles.landing': 'common:pageDescriptions.landing',
  'common:pageTitles.home': 'common:pageDescriptions.home',
  'common:pageTitles.auth': 'common:pageDescriptions.auth',
  'common:pageTitles.signUp': 'common:pageDescriptions.auth',
  'common:pageTitles.forgotPassword': 'common:pageDescriptions.resetPassword',
  'common:pageTitles.checkEmail': 'common:pageDescriptions.registrationSuccess',
  'common:pageTitles.verifyEmail': 'common:pageDescriptions.verifyEmail',
  'common:pageTitles.resetPassword': 'common:pageDescriptions.resetPassword',
  'common:pageTitles.registrationSuccess': 'common:pageDescriptions.registrationSuccess',
  'common:pageTitles.profileSetup': 'common:pageDescriptions.profileSetup',
  'common:pageTitles.eventDetail': 'common:pageDescriptions.eventDetail',
  'common:pageTitles.createEvent': 'common:pageDescriptions.createEvent',
  'common:pageTitles.createEventVisual': 'common:pageDescriptions.createEventVisual',
  'common:pageTitles.myEvents': 'common:pageDescriptions.myEvents',
  'common:pageTitles.calendar': 'common:pageDescriptions.calendar',
  'common:pageTitles.parkruns': 'common:pageDescriptions.parkruns',
  'common:pageTitles.findRunClub': 'common:pageDescriptions.findRunClub',
  'common:pageTitles.createRunClub': 'common:pageDescriptions.createRunClub',
  'common:pageTitles.clubSignup': 'common:pageDescriptions.clubSignup',
  'common:pageTitles.clubSync': 'common:pageDescriptions.clubSync',
  'common:pageTitles.trainingPlanDashboard': 'common:pageDescriptions.trainingPlanDashboard',
  'common:pageTitles.trainingPlanWizard': 'common:pageDescriptions.trainingPlanWizard',
  'common:pageTitles.news': 'common:pageDescriptions.news',
  'common:pageTitles.newsArticle': 'common:pageDescriptions.newsArticle',
  'common:pageTitles.about': 'common:pageDescriptions.about',
  'common:pageTitles.faqs': 'common:pageDescriptions.faqs',
  'common:pageTitles.privacyPolicy': 'common:pageDescriptions.privacyPolicy',
  'common:pageTitles.termsOfService': 'common:pageDescriptions.termsOfService',
  'common:pageTitles.demo': 'common:pageDescriptions.demo',
  'common:pageTitles.contact': 'common:pageDescriptions.contact',
  'common:pageTitles.notifications': 'common:pageDescriptions.notifications',
  'common:pageTitles.notificationPreferences': 'common:pageDescriptions.notificationPreferences',
  'common:pageTitles.profile': 'common:pageDescriptions.profile',
  'common:pageTitles.buddyMatching': 'common:pageDescriptions.buddyMatching',
  'common:pageTitles.trainingPartners': 'common:pageDescriptions.trainingPartners',
  'common:pageTitles.communityHeatMap': 'common:pageDescriptions.communityHeatMap',
  'common:pageTitles.notFound': 'common:pageDescriptions.notFound',
};
const DEFAULT_DESCRIPTION: TranslationKey = 'common:pageDescriptions.default';

/** Open Graph locale per language (Australian English; the other languages' largest audiences). */
export const OG_LOCALES: Record<Language, string> = {
  en: 'en_AU',
  es: 'es_ES',
  fr: 'fr_FR',
  de: 'de_DE',
  it: 'it_IT',
  pt: 'pt_BR',
  zh: 'zh_CN',
  ja: 'ja_JP',
};

/** The description key for a page title key (exported for tests). */
export function descriptionKeyFor(titleKey: TranslationKey): TranslationKey {
  return DESCRIPTIONS[titleKey] ?? DEFAULT_DESCRIPTION;
}

/**
 * Sets document.title to the translated page name followed by the app name, the page's meta description,
 * its sharing cards (og:/twitter: title and description, og:locale) and canonical URL, and keeps them
 * in step when the language changes. Pass a fully qualified key, e.g.
 * usePageTitle('common:pageTitles.about'); the description follows from it (DESCRIPTIONS above). A
 * page whose title lives in another namespace names its description: usePageTitle('info:x.title',
 * 'common:pageDescriptions.x'). A page about one thing names it once loaded (`content`: the run's
 * title, the club's name, the article's headline), as the server-painted HTML does.
 */
export function usePageTitle(
  key: TranslationKey,
  descriptionKey?: TranslationKey,
  content?: string | null,
): void {
  const { t, i18n } = useTranslation('common');
  const title = t('common:pageTitle', { page: content || t(key) });
  const description = t(descriptionKey ?? descriptionKeyFor(key));
  const ogLocale = OG_LOCALES[currentLanguage(i18n)];
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
    setHead('meta[property="og:title"]', 'content', title, () => meta('property', 'og:title'));
    setHead('meta[name="twitter:title"]', 'content', title, () => meta('name', 'twitter:title'));
    setHead('meta[name="description"]', 'content', description, () => meta('name', 'description'));
    setHead('meta[property="og:description"]', 'content', description, () =>
      meta('property', 'og:description'),
    );
    setHead('meta[name="twitter:description"]', 'content', description, () =>
      meta('name', 'twitter:description'),
    );
    setHead('meta[property="og:locale"]', 'content', ogLocale, () => meta('property', 'og:locale'));
  }, [title, description, ogLocale]);
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
