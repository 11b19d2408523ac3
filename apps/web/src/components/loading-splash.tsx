import { useTranslation } from 'react-i18next';
import { Logo } from '@/components/layout/logo';

/**
 * Full-screen splash while the signed-in state is being determined (SPEC sections 1 and 2). It replaces
 * the whole layout so signed-out links never flash for a user who turns out to be signed in.
 */
export function LoadingSplash() {
  const { t } = useTranslation('common');
  return (
    <div
      role="status"
      aria-live="polite"
      className="flex min-h-dvh flex-col items-center justify-center gap-6 bg-gradient-to-b from-hero-from to-hero-to px-4 text-center"
    >
      <Logo className="size-16 motion-safe:animate-pulse" />
      <div className="space-y-2">
        <p className="text-2xl font-bold tracking-tight">{t('common:loading.welcome')}</p>
        <p className="text-muted-foreground">{t('common:loading.community')}</p>
      </div>
      <span
        aria-hidden="true"
        className="size-8 rounded-full border-4 border-muted border-t-primary motion-safe:animate-spin-slow"
      />
    </div>
  );
}
