import { LANGUAGES, type Language } from '@stride/contracts';

export { LANGUAGES, type Language };

/** localStorage key holding the language the user picked; read first by language detection. */
export const PREFERRED_LANGUAGE_STORAGE_KEY = 'preferredLanguage';

export const FALLBACK_LANGUAGE: Language = 'en';

/**
 * Each language by its own name (endonym). These are deliberately not translated: a reader looking for
 * their language recognises its own name, whatever language the page is currently in.
 */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  es: 'Español',
  fr: 'Français',
  de: 'Deutsch',
  it: 'Italiano',
  pt: 'Português',
  zh: '中文',
  ja: '日本語',
};

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}
