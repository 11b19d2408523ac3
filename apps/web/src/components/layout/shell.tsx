import type { CurrentUser } from '@stride/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/utils';
import { Footer } from './footer';
import { Header } from './header';

/** The frame of every page: skip link, top bar, main landmark, footer (with the social links). */
export function Shell({
  user,
  children,
  bottomBar,
}: {
  user: CurrentUser | null;
  children: ReactNode;
  bottomBar?: ReactNode;
}) {
  const { t } = useTranslation('common');
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only rounded-md bg-primary px-4 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50"
      >
        {t('common:nav.skipToContent')}
      </a>
      <Header user={user} />
      {/* At least a screen tall, so the footer starts below the fold and never jumps while pages and
          their translations load (layout shift). */}
      <main id="main" tabIndex={-1} className="min-h-[calc(100dvh-4rem)] flex-1 focus:outline-none">
        {children}
      </main>
      {/* Room for the phone tab bar so it never covers the end of the footer. */}
      <div className={cn(bottomBar ? 'pb-24 md:pb-0' : undefined)}>
        <Footer />
      </div>
      {bottomBar}
    </div>
  );
}
