import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { toast } from '@/components/ui/use-toast';

/**
 * Logout lands on /?logged_out=true (SPEC section 2): confirm it with a toast, then clean the URL back
 * to / so a reload or a shared link does not repeat the message.
 */
export function useLoggedOutNotice(): void {
  const { t } = useTranslation('landing');
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const loggedOut = searchParams.get('logged_out') === 'true';
  // StrictMode runs effects twice before the URL change lands; the ref keeps it to one toast.
  const shown = useRef(false);

  useEffect(() => {
    if (!loggedOut || shown.current) return;
    shown.current = true;
    toast({ title: t('landing:loggedOut.title'), description: t('landing:loggedOut.description') });
    void navigate('/', { replace: true });
  }, [loggedOut, navigate, t]);
}
