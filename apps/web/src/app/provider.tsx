import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { LazyToaster } from '@/components/ui/lazy-toaster';

/**
 * Everything a page needs around it; tests render pages inside the same providers.
 *
 * No TooltipProvider here: nothing uses a tooltip yet, and the provider alone pulls Radix Tooltip and
 * Floating UI (about 13 KB gzip) into every page's first load. A screen that adds tooltips wraps its
 * tooltips in `<TooltipProvider>` from components/ui/tooltip.
 */
export function AppProvider({
  queryClient,
  i18n,
  children,
}: {
  queryClient: QueryClient;
  i18n: I18n;
  children: ReactNode;
}) {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        {children}
        <LazyToaster />
      </QueryClientProvider>
    </I18nextProvider>
  );
}
