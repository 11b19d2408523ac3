import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LANGUAGES, PREFERRED_LANGUAGE_STORAGE_KEY } from './languages';
import { NAMESPACES, createI18n, currentLanguage, i18n as appI18n, setLanguage } from './index';

function browserLanguages(languages: string[]) {
  vi.stubGlobal('navigator', { ...navigator, languages, language: languages[0] });
}

async function detect() {
  const { i18n, ready } = createI18n();
  await ready;
  return i18n;
}

beforeEach(() => localStorage.clear());
afterEach(() => localStorage.clear());

describe('language detection', () => {
  it("starts in a signed-in runner's account language, which the server wrote into the page", async () => {
    localStorage.setItem(PREFERRED_LANGUAGE_STORAGE_KEY, 'fr');
    browserLanguages(['es-ES']);
    const html = document.documentElement;
    const lang = html.lang;
    html.lang = 'de';
    html.dataset.language = 'account';
    try {
      expect(currentLanguage(await detect())).toBe('de');
    } finally {
      html.lang = lang;
      delete html.dataset.language;
    }
  });

  it('prefers the stored preferred language over the browser language', async () => {
    localStorage.setItem(PREFERRED_LANGUAGE_STORAGE_KEY, 'fr');
    browserLanguages(['de-DE', 'de']);
    expect(currentLanguage(await detect())).toBe('fr');
  });

  it("uses the browser's first supported language when nothing is stored", async () => {
    browserLanguages(['de-AT', 'en-US', 'en']);
    expect(currentLanguage(await detect())).toBe('de');
    browserLanguages(['zh-Hant-TW']);
    expect(currentLanguage(await detect())).toBe('zh');
  });

  it('ignores an unsupported stored value and falls back to the browser, then English', async () => {
    localStorage.setItem(PREFERRED_LANGUAGE_STORAGE_KEY, 'klingon');
    browserLanguages(['ja-JP']);
    expect(currentLanguage(await detect())).toBe('ja');
    browserLanguages(['ko-KR', 'ru']);
    expect(currentLanguage(await detect())).toBe('en');
  });
});

describe('translations', () => {
  it('falls back to English for a key a language does not have', async () => {
    const { i18n, ready } = createI18n({ lng: 'fr' });
    await ready;
    i18n.addResource('en', 'common', 'onlyInEnglish', 'Only in English');
    expect(i18n.t('common:onlyInEnglish')).toBe('Only in English');
    expect(i18n.t('common:nav.login')).toBe('Se connecter');
  });

  it('loads other namespaces on demand for the current language', async () => {
    const { i18n, ready } = createI18n({ lng: 'es' });
    await ready;
    expect(i18n.hasLoadedNamespace('landing')).toBe(false);
    await i18n.loadNamespaces('landing');
    expect(i18n.t('landing:hero.getStarted')).toBe('Registrarse');
  });

  it('discovers every namespace file and offers the spec texts in English', async () => {
    expect(NAMESPACES).toEqual(expect.arrayContaining(['common', 'landing']));
    expect(LANGUAGES).toHaveLength(8);
    const { i18n, ready } = createI18n({ lng: 'en' });
    await ready;
    await i18n.loadNamespaces('landing');
    expect(i18n.t('common:loading.community')).toBe('Loading your running community...');
    expect(i18n.t('landing:hero.title')).toBe("Welcome to Australia's Premier Running Community");
  });
});

describe('setLanguage', () => {
  afterEach(async () => {
    await appI18n.changeLanguage('en');
  });

  it('remembers the choice and updates <html lang>', async () => {
    await setLanguage('ja');
    expect(localStorage.getItem(PREFERRED_LANGUAGE_STORAGE_KEY)).toBe('ja');
    expect(currentLanguage()).toBe('ja');
    expect(document.documentElement.lang).toBe('ja');
    expect(appI18n.t('common:nav.signUp')).toBe('新規登録');
  });
});
