import { CircleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { usePageTitle } from '@/hooks/use-page-title';

/** Fallback for any path the router does not know (SPEC sections 2 and 8). */
export default function NotFound() {
  const { t } = useTranslation('common');
  usePageTitle('common:pageTitles.notFound');
  return (
    <section className="mx-auto flex max-w-xl px-4 py-20">
      <Card className="w-full">
        <CardContent className="flex flex-col gap-4 pt-6">
          <div className="flex items-center gap-3">
            <CircleAlert aria-hidden="true" className="size-8 shrink-0 text-destructive" />
            <h1 className="text-2xl font-bold">{t('common:notFound.title')}</h1>
          </div>
          {/* The spec keeps this developer hint: an unknown path is usually a page missing from the router. */}
          <p className="text-sm text-muted-foreground">{t('common:notFound.hint')}</p>
          <Button asChild className="self-start">
            <Link to="/">{t('common:actions.backHome')}</Link>
          </Button>
        </CardContent>
      </Card>
    </section>
  );
}
