import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { useAuth } from '@/features/auth/api/get-current-user';
import { LanguageSwitcher } from './language-switcher';
import { Logo } from './logo';

export function Header() {
  const { t } = useTranslation('common');
  const { isAuthenticated } = useAuth();
  return (
    <header className="sticky top-0 z-40 border-b bg-background/95 backdrop-blur supports-[backdrop-filter]:bg-background/80">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-4 px-4">
        <Link
          to="/"
          className="flex items-center gap-2 rounded-md text-xl font-extrabold tracking-tight focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          <Logo />
          <span>{t('common:app.name')}</span>
        </Link>
        <nav aria-label={t('common:nav.label')} className="ml-auto flex items-center gap-1 sm:gap-2">
          <LanguageSwitcher />
          {!isAuthenticated && (
            <>
              <Button asChild variant="ghost" size="sm">
                <Link to="/auth">{t('common:nav.login')}</Link>
              </Button>
              <Button asChild size="sm">
                <Link to="/auth?mode=register">{t('common:nav.signUp')}</Link>
              </Button>
            </>
          )}
        </nav>
      </div>
    </header>
  );
}
