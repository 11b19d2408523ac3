import { TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';

/**
 * Root error boundary. The usual cause is a page chunk that no longer exists after a new deploy, which a
 * reload fixes; plain anchors are used because the router itself may be what failed.
 */
export function RouteError() {
  const { t } = useTranslation('common');
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-4 px-4 text-center">
      <TriangleAlert aria-hidden="true" className="size-10 text-destructive" />
      <h1 className="text-2xl font-bold">{t('common:routeError.title')}</h1>
      <p className="max-w-md text-muted-foreground">{t('common:routeError.description')}</p>
      <div className="flex flex-wrap justify-center gap-3">
        <Button onClick={() => window.location.reload()}>{t('common:routeError.reload')}</Button>
        <Button asChild variant="outline">
          <a href="/">{t('common:actions.backHome')}</a>
        </Button>
      </div>
    </main>
  );
}
