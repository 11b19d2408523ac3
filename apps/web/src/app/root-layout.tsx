import { Suspense, lazy, useEffect, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { RouterLinks } from '@/components/layout/router-links';
import { Shell } from '@/components/layout/shell';
import { ShellDataProvider, type ShellData } from '@/components/layout/shell-data';
import { LoadingSplash } from '@/components/loading-splash';
import { PageLoading } from '@/components/page-loading';
import { logout, useAuth, useLanguageSync } from '@/features/auth';
import { useUpcomingEventCount } from '@/features/events';
import { stopPushOnSignOut, useUnreadCount } from '@/features/notifications';
import { useHasActivePlan } from '@/features/training';
import { currentLanguage } from '@/i18n';
import { reportPageView } from '@/lib/analytics';

const BottomTabBar = lazy(() => import('@/components/layout/bottom-tab-bar'));

/** Reports a page view on every route change (path only; the query string is left out). */
function usePageViews() {
  const { pathname } = useLocation();
  const { i18n } = useTranslation('common');
  useEffect(() => {
    reportPageView(pathname, currentLanguage(i18n));
  }, [pathname, i18n]);
}

/** The features' live figures for the layout, fetched only while someone is signed in. */
function useShellData(signedIn: boolean): ShellData {
  const unreadCount = useUnreadCount(signedIn);
  const upcomingCount = useUpcomingEventCount(signedIn);
  const hasActivePlan = useHasActivePlan(signedIn);
  return useMemo(
    () => ({
      unreadCount,
      upcomingCount,
      hasActivePlan,
      signOut: () => void stopPushOnSignOut().then(logout),
    }),
    [unreadCount, upcomingCount, hasActivePlan],
  );
}

/**
 * Provides the layout's live figures. Its children are elements made by RootLayout, so a count arriving
 * re-renders only what reads it (the badges), not the page below (issue 30: each re-render of a whole
 * page on a phone is a long task).
 */
function ShellDataSource({ signedIn, children }: { signedIn: boolean; children: ReactNode }) {
  return <ShellDataProvider value={useShellData(signedIn)}>{children}</ShellDataProvider>;
}

/**
 * The routed app's frame. Lives in app/, not components/, because it is where features meet the
 * layout: it reads their public hooks and hands the layout what it shows (ShellData).
 */
export function RootLayout() {
  const { user, isLoading } = useAuth();
  usePageViews();
  useLanguageSync(user);
  // Also covers the auth query being reset (e.g. on logout) after the first load.
  if (isLoading) return <LoadingSplash />;
  return (
    <RouterLinks>
      <ShellDataSource signedIn={user !== null}>
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
          {/* Lazy pages and their translation namespaces suspend here, below a header that stays put. */}
          <Suspense fallback={<PageLoading />}>
            <Outlet />
          </Suspense>
        </Shell>
      </ShellDataSource>
      <ScrollRestoration />
    </RouterLinks>
  );
}
