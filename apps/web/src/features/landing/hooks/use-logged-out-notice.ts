import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigation } from '@/components/layout/app-link';
import { toast } from '@/components/ui/use-toast';

/**
 * Logout lands on /?logged_out=true (SPEC section 2): confirm it with a toast, then clean the URL back
 * to / so a reload or a shared link does not repeat the message. Reads the URL directly so it works in
 * the router-free landing entry as well as inside the app.
 */
export function useLoggedOutNotice(): void {
  const { t } = useTranslation('landing');
  const { replace } = useNavigation();
  // StrictMode runs effects twice before the URL change lands; the ref keeps it to one toast.
  const shown = useRef(false);

  useEffect(() => {
    const loggedOut = new URLSearchParams(window.location.search).get('logged_out') === 'true';
    if (!loggedOut || shown.current) return;
    shown.current = true;
    toast({ title: t('landing:loggedOut.title'), description: t('landing:loggedOut.description') });
    replace('/');
  }, [replace, t]);
}
