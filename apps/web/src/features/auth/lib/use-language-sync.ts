import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { PREFERRED_LANGUAGE_STORAGE_KEY, isLanguage } from '@/i18n/languages';
import { useSetServerLanguage } from '../api/set-language';
import type { CurrentUser } from '../api/get-current-user';

/** The language this device was explicitly set to (the switcher stores it); null when never chosen. */
function chosenLanguage() {
  try {
    const stored = localStorage.getItem(PREFERRED_LANGUAGE_STORAGE_KEY);
    return isLanguage(stored) ? stored : null;
  } catch {
    return null;
  }
}

/**
 * Keeps the signed-in runner's server-side language (e-mails, push) in step with the language they chose
 * here: when they pick one, and on sign-in when this device's stored choice differs from the server's.
 * A browser-detected language is never pushed: only an explicit choice is.
 */
export function useLanguageSync(user: CurrentUser | null) {
  const { i18n } = useTranslation();
  const { mutate, isPending } = useSetServerLanguage();
  useEffect(() => {
    if (!user) return;
    const sync = () => {
      const chosen = chosenLanguage();
      if (chosen && chosen !== user.language && !isPending) mutate(chosen);
    };
    sync();
    i18n.on('languageChanged', sync);
    return () => i18n.off('languageChanged', sync);
  }, [user, i18n, mutate, isPending]);
}
