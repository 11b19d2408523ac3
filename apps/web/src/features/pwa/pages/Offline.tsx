import { WifiOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { usePageTitle } from '@/hooks/use-page-title';

/** A path on this site only, so the retry never leaves Stride (the service worker passes `from`). */
function sameSitePath(from: string | null): string {
  return from && from.startsWith('/') && !from.startsWith('//') ? from : '/';
}

/** What the service worker shows for a page that is not kept on this device while there is no connection. */
export default function Offline() {
  const { t } = useTranslation('pwa');
  usePageTitle('pwa:offline.title');
  const [params] = useSearchParams();
  const from = sameSitePath(params.get('from'));
  return (
    <section className="mx-auto flex max-w-xl px-4 py-20">
      <Card className="w-full">
        <CardContent className="flex flex-col gap-4 pt-6">
          <div className="flex items-center gap-3">
            <WifiOff aria-hidden="true" className="size-8 shrink-0 text-muted-foreground" />
            <h1 className="text-2xl font-bold">{t('pwa:offline.title')}</h1>
          </div>
          <p>{t('pwa:offline.body')}</p>
          <p className="text-sm text-muted-foreground">{t('pwa:offline.kept')}</p>
          <div className="flex flex-wrap gap-2">
            {/* A full page load, so the service worker tries the network again. */}
            <Button asChild>
              <a href={from}>{t('pwa:offline.retry')}</a>
            </Button>
            <Button asChild variant="outline">
              <Link to="/my-events">{t('pwa:offline.myEvents')}</Link>
            </Button>
          </div>
        </CardContent>
      </Card>
    </section>
  );
}
