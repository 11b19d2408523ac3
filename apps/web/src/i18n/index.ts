import i18next, {
  type BackendModule,
  type i18n as I18n,
  type LanguageDetectorModule,
  type ReadCallback,
} from 'i18next';
import { initReactI18next } from 'react-i18next';
import {
  FALLBACK_LANGUAGE,
  LANGUAGES,
  PREFERRED_LANGUAGE_STORAGE_KEY,
  isLanguage,
  type Language,
} from './languages';

/*
 * Translations live in src/locales/<language>/<namespace>.json. The glob below is lazy: every file becomes
 * its own small chunk that is fetched only when i18next asks for that language and namespace, so the
 * landing page never downloads the other seven languages. A feature adds a namespace just by adding
 * `<namespace>.json` to all eight language folders and calling `useTranslation('<namespace>')`; nothing
 * here needs to change. See docs in scripts/check-i18n.mjs for the key convention.
 */
type LocaleModule = { default: Record<string, unknown> };
const localeLoaders = import.meta.glob<LocaleModule>('../locales/*/*.json');

function loaderFor(language: string, namespace: string): (() => Promise<LocaleModule>) | undefined {
  return localeLoaders[`../locales/${language}/${namespace}.json`];
}

/** Every namespace that has an English file; English is the reference every other language mirrors. */
export const NAMESPACES: readonly string[] = Object.keys(localeLoaders)
  .map((path) => /^\.\.\/locales\/en\/(.+)\.json$/.exec(path)?.[1])
  .filter((ns): ns is string => ns !== undefined)
  .sort();

/** The namespace loaded up front: layout, shared components and errors use it on every page. */
export const DEFAULT_NAMESPACE = 'common';

const globBackend: BackendModule & { callbackApi: true } = {
  type: 'backend',
  callbackApi: true,
  init() {},
  read(language: string, namespace: string, callback: ReadCallback) {
    const load = loaderFor(language, namespace);
    // A missing file is not an error worth retrying: i18next falls back to English for every key.
    if (!load) return callback(null, {});
    load().then(
      (module) => callback(null, module.default),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

/** The language stored under `preferredLanguage` (only an explicit choice is stored), if any. */
function storedLanguage(): string | undefined {
  try {
    return localStorage.getItem(PREFERRED_LANGUAGE_STORAGE_KEY) ?? undefined;
  } catch {
    return undefined; // storage blocked (private mode, sandboxed frame)
  }
}

/**
 * Detection order (SPEC section 1): the stored choice, then the browser's languages in the user's order,
 * each reduced to its base language ('de-AT' -> 'de', so the first browser language wins over a later
 * plain 'en'); i18next takes the first supported one, else English. Nothing is cached: storing the
 * detected browser language would freeze it as a preference the user never made. (A few lines instead
 * of i18next-browser-languagedetector, which every page downloaded for two of its lookups: issue 30.)
 */
/**
 * A signed-in runner's account language, which the server writes into the page it answers them
 * (`<html lang="de" data-language="account">`, server lib/page-html.ts): the app starts in it, as the
 * page's server-painted top already is, instead of switching to it once the runner's data is in.
 */
function accountLanguage(): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const html = document.documentElement;
  return html.dataset.language === 'account' ? html.lang : undefined;
}

const languageDetector: LanguageDetectorModule = {
  type: 'languageDetector',
  init() {},
  detect() {
    const browser =
      typeof navigator === 'undefined' ? [] : [...(navigator.languages ?? []), navigator.language];
    const found = [accountLanguage(), storedLanguage(), ...browser]
      .filter((lng): lng is string => Boolean(lng))
      .map((lng) => lng.split('-')[0]!.toLowerCase());
    return [...new Set(found)];
  },
  cacheUserLanguage() {},
};

export interface CreateI18nOptions {
  /** Forces a language instead of detecting it (tests, previews). */
  lng?: Language;
}

/**
 * Builds and initialises an i18next instance. Detection order (SPEC section 1): the language stored
 * under `preferredLanguage`, then the browser's languages in the user's order, then English.
 */
export function createI18n(options: CreateI18nOptions = {}): { i18n: I18n; ready: Promise<unknown> } {
  const instance = i18next.createInstance();
  instance.use(globBackend).use(languageDetector).use(initReactI18next);
  const ready = instance.init({
    lng: options.lng,
    supportedLngs: [...LANGUAGES],
    load: 'languageOnly',
    fallbackLng: FALLBACK_LANGUAGE,
    ns: [DEFAULT_NAMESPACE],
    defaultNS: DEFAULT_NAMESPACE,
    fallbackNS: false,
    interpolation: { escapeValue: false }, // React already escapes rendered text.
    react: { useSuspense: true },
  });
  return { i18n: instance, ready };
}

function setDocumentLanguage(language: string): void {
  // Writing the attribute restyles the whole page even when it is unchanged (the server already writes
  // a signed-in runner's language into the HTML), a long task on a phone.
  if (typeof document !== 'undefined' && document.documentElement.lang !== language)
    document.documentElement.lang = language;
}

const app = createI18n();

/** The application's i18next instance. */
export const i18n: I18n = app.i18n;
/** Resolves once the detected language (and English, its fallback) has its common namespace loaded. */
export const i18nReady: Promise<unknown> = app.ready;

i18n.on('languageChanged', setDocumentLanguage);
if (i18n.resolvedLanguage) setDocumentLanguage(i18n.resolvedLanguage);

/** The language currently shown, narrowed to one of the eight supported codes. */
export function currentLanguage(instance: I18n = i18n): Language {
  const language = instance.resolvedLanguage ?? instance.language;
  return isLanguage(language) ? language : FALLBACK_LANGUAGE;
}

/** Switches language and remembers the choice as the user's preferred language. */
export async function setLanguage(language: Language, instance: I18n = i18n): Promise<void> {
  try {
    localStorage.setItem(PREFERRED_LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Storage can be unavailable (private mode, disabled cookies); the switch still applies for this visit.
  }
  await instance.changeLanguage(language);
}
