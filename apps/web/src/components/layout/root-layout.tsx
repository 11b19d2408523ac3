import { Suspense, lazy, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { LoadingSplash } from '@/components/loading-splash';
import { PageLoading } from '@/components/page-loading';
import { useAuth } from '@/features/auth/api/get-current-user';
import { useLanguageSync } from '@/features/auth/lib/use-language-sync';
import { currentLanguage } from '@/i18n';
import { reportPageView } from '@/lib/analytics';
import { RouterLinks } from './router-links';
import { Shell } from './shell';

const BottomTabBar = lazy(() => import('./bottom-tab-bar'));

/** Reports a page view on every route change (path only; the query string is left out). */
function usePageViews() {
  const { pathname } = useLocation();
  const { i18n } = useTranslation('common');
  useEffect(() => {
    reportPageView(pathname, currentLanguage(i18n));
  }, [pathname, i18n]);
}

export function RootLayout() {
  const { user, isLoading } = useAuth();
  usePageViews();
  useLanguageSync(user);
  // Also covers the auth query being reset (e.g. on logout) after the first load.
  if (isLoading) return <LoadingSplash />;
  return (
    <RouterLinks>
      <Shell
        user={user}
        bottomBar={
          user ? (
            <Suspense fallback={null}>
              <BottomTabBar />
            </Suspense>
          ) : undefined
        }
      >
        {/* Lazy pages and their translation namespaces suspend here, below a header that stays put." */}
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </Shell>
      <ScrollRestoration />
    </RouterLinks>
  );
}
