import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigation } from '@/components/layout/app-link';
import { toast } from '@/components/ui/use-toast';

/**
 * Logout lands on /?logged_out=true (SPEC section 2), account deletion on /?account_deleted=true:
 * confirm it with a toast, then clean the URL back
 * to / so a reload or a shared link does not repeat the message. Works in the router-free landing
 * entry and inside the app (useNavigation gives the current query string in both).
 */
export function useLoggedOutNotice(): void {
  const { t } = useTranslation('landing');
  const { replace, search } = useNavigation();
  const params = new URLSearchParams(search);
  // Deleting the account ends the session the same way, with its own words.
  const notice =
    params.get('account_deleted') === 'true'
      ? 'accountDeleted'
      : params.get('logged_out') === 'true'
        ? 'loggedOut'
        : null;
  // StrictMode runs effects twice before the URL change lands; the ref keeps it to one toast.
  const shown = useRef(false);

  useEffect(() => {
    if (!notice || shown.current) return;
    shown.current = true;
    toast(
      notice === 'accountDeleted'
        ? { title: t('landing:accountDeleted.title'), description: t('landing:accountDeleted.description') }
        : { title: t('landing:loggedOut.title'), description: t('landing:loggedOut.description') },
    );
    replace('/');
  }, [notice, replace, t]);
}
