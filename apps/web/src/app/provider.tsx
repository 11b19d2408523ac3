import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { LazyToaster } from '@/components/ui/lazy-toaster';
import { TooltipProvider } from '@/components/ui/tooltip';

/** Everything a page needs around it; tests render pages inside the same providers. */
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
        <TooltipProvider>
          {children}
          <LazyToaster />
        </TooltipProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
