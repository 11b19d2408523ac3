import { CheckCircle2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { usePageTitle } from '@/hooks/use-page-title';

/** /registration-success: the account-created screen for accounts that need no verification. */
export default function RegistrationSuccess() {
  const { t } = useTranslation('auth');
  usePageTitle('common:pageTitles.registrationSuccess');
  const [params] = useSearchParams();
  const email = params.get('email');
  const name = params.get('name');
  return (
    <div className="mx-auto w-full max-w-md px-4 py-10">
      <Card>
        <CardHeader className="items-center text-center">
          <CheckCircle2 className="size-10 text-green-600" aria-hidden />
          <h1 className="text-2xl font-semibold">
            {name ? t('auth:success.titleNamed', { name }) : t('auth:success.title')}
          </h1>
          {email && <p className="text-muted-foreground">{t('auth:success.email', { email })}</p>}
          <p>{t('auth:success.noVerification')}</p>
        </CardHeader>
        <CardContent className="flex flex-col gap-2">
          <Button asChild>
            <Link to="/auth">{t('auth:success.signIn')}</Link>
          </Button>
          <Button asChild variant="outline">
            <Link to="/">{t('auth:success.home')}</Link>
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}
