import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration } from 'react-router';
import { LoadingSplash } from '@/components/loading-splash';
import { PageLoading } from '@/components/page-loading';
import { useAuth } from '@/features/auth/api/get-current-user';
import { Footer } from './footer';
import { Header } from './header';

export function RootLayout() {
  const { t } = useTranslation('common');
  const { isLoading } = useAuth();
  // Also covers the auth query being reset (e.g. on logout) after the first load.
  if (isLoading) return <LoadingSplash />;
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only rounded-md bg-primary px-4 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50"
      >
        {t('common:nav.skipToContent')}
      </a>
      <Header />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        {/* Lazy pages and their translation namespaces suspend here, below a header that stays put. */}
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
      <ScrollRestoration />
    </div>
  );
}
