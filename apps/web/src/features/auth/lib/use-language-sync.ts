import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage, setLanguage } from '@/i18n';
import { isLanguage } from '@/i18n/languages';
import { useSetServerLanguage } from '../api/set-language';
import type { CurrentUser } from '../api/get-current-user';

/**
 * One language per runner, everywhere (issue 26): a signed-in runner's pages show their account's
 * language (the one their e-mails and push are written in), on every browser; picking another language
 * while signed in changes the account's, so their other browsers follow on their next page load.
 */
export function useLanguageSync(user: CurrentUser | null) {
  const { i18n } = useTranslation();
  const { mutate } = useSetServerLanguage();
  // Set while this hook itself switches to the account's language: that is no choice to send back.
  const applying = useRef(false);
  const accountLanguage = user?.language;

  useEffect(() => {
    if (!accountLanguage || accountLanguage === currentLanguage(i18n)) return;
    applying.current = true;
    void setLanguage(accountLanguage, i18n).finally(() => {
      applying.current = false;
    });
  }, [accountLanguage, i18n]);

  useEffect(() => {
    if (!accountLanguage) return;
    const chosen = (language: string) => {
      if (!applying.current && isLanguage(language) && language !== accountLanguage) mutate(language);
    };
    i18n.on('languageChanged', chosen);
    return () => i18n.off('languageChanged', chosen);
  }, [accountLanguage, i18n, mutate]);
}
