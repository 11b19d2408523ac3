import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { Button } from '@/components/ui/button';
import { signInPath } from '@/lib/sign-in-path';

/** For visitors: the page's title and a sign-in link that comes back here. */
export function SignInPrompt({ title }: { title: string }) {
  const { t } = useTranslation('training');
  const { pathname, search } = useLocation();
  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-10">
      <h1 className="text-2xl font-semibold">{title}</h1>
      <p className="mt-2 text-muted-foreground">{t('training:signIn.text')}</p>
      <Button asChild className="mt-4">
        <Link to={signInPath(`${pathname}${search}`)}>{t('training:signIn.button')}</Link>
      </Button>
    </div>
  );
}
