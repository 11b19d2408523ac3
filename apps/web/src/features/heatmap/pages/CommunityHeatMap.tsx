import { HEATMAP_MIN_RUNNERS } from '@stride/contracts';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Skeleton } from '@/components/ui/skeleton';
import { usePageTitle } from '@/hooks/use-page-title';
import { HEAT_STEPS } from '../components/heat-scale';

const HeatmapMap = lazy(() => import('../components/heatmap-map'));

/** Sydney, where most runs are; the map pans anywhere in Australia. */
const START = { center: { lat: -33.87, lng: 151.21 }, zoom: 11 };

/** /community-heat-map: where the community runs, as cells of distinct runners, never individuals. */
export default function CommunityHeatMap() {
  const { t } = useTranslation('social');
  usePageTitle('common:pageTitles.communityHeatMap');
  return (
    <div className="mx-auto max-w-5xl space-y-4 px-4 py-8">
      <header>
        <h1 className="text-3xl font-bold tracking-tight">{t('common:pageTitles.communityHeatMap')}</h1>
        <p className="mt-2 text-muted-foreground">{t('social:heatmap.intro')}</p>
      </header>
      <Suspense fallback={<Skeleton className="h-[28rem] w-full" />}>
        <HeatmapMap
          center={START.center}
          zoom={START.zoom}
          label={t('social:heatmap.mapLabel')}
          cellLabel={(count) => t('social:heatmap.cell', { count })}
        />
      </Suspense>
      <section
        aria-labelledby="legend-heading"
        className="flex flex-wrap items-center gap-4 text-sm"
        data-testid="heatmap-legend"
      >
        <h2 id="legend-heading" className="font-semibold">
          {t('social:heatmap.legend')}
        </h2>
        {HEAT_STEPS.map((step, i) => {
          const next = HEAT_STEPS[i + 1];
          return (
            <span key={step.from} className="flex items-center gap-2">
              <span
                aria-hidden="true"
                className="inline-block size-4 rounded"
                style={{ backgroundColor: step.color }}
              />
              {next
                ? t('social:heatmap.range', { from: step.from, to: next.from - 1 })
                : t('social:heatmap.rangeUp', { from: step.from })}
            </span>
          );
        })}
      </section>
      <section aria-labelledby="privacy-heading" className="rounded-lg border p-4 text-sm">
        <h2 id="privacy-heading" className="font-semibold">
          {t('social:heatmap.privacyTitle')}
        </h2>
        <p className="mt-1">{t('social:heatmap.privacy', { min: HEATMAP_MIN_RUNNERS })}</p>
        <p className="mt-1">
          {t('social:heatmap.optOut')}{' '}
          <Link className="underline" to="/profile">
            {t('social:heatmap.optOutLink')}
          </Link>
        </p>
      </section>
    </div>
  );
}
