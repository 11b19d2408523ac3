import { StrictMode, Suspense, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Shell } from '@/components/layout/shell';
import { PageLoading } from '@/components/page-loading';
import { LazyToaster } from '@/components/ui/lazy-toaster';
import { i18n } from '@/i18n';

/**
 * A signed-out visitor's page on its own: no router and no query cache. Its links are ordinary page
 * loads into the full app (docs/decisions/0006-light-landing-entry.md).
 */
export function LightApp({ children }: { children: ReactNode }) {
  return (
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <Shell user={null}>
          <Suspense fallback={<PageLoading />}>{children}</Suspense>
        </Shell>
        <LazyToaster />
      </I18nextProvider>
    </StrictMode>
  );
}
