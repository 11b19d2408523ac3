import { useTranslation } from 'react-i18next';
import { Skeleton } from '@/components/ui/skeleton';
import { useFormat } from '@/hooks/use-format';
import { useAdminStats } from '../api/get-stats';

/** Real totals from the database, and page views per route from the first-party analytics. */
export function AdminStats() {
  const { t } = useTranslation('moderation');
  const fmt = useFormat();
  const { data, isError } = useAdminStats();
  if (isError) return <p role="alert">{t('moderation:loadFailed')}</p>;
  if (!data) return <Skeleton className="h-32 w-full" />;
  const totals = [
    [t('moderation:stats.runners'), data.runners],
    [t('moderation:stats.signups'), data.signupsThisWeek],
    [t('moderation:stats.events'), data.events],
    [t('moderation:stats.joins'), data.joins],
    [t('moderation:stats.openReports'), data.openReports],
  ] as const;
  return (
    <div className="space-y-6">
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-5">
        {totals.map(([label, value]) => (
          <div key={label} className="rounded-lg border p-4">
            <dt className="text-xs text-muted-foreground">{label}</dt>
            <dd className="text-2xl font-bold">{fmt.number(value)}</dd>
          </div>
        ))}
      </dl>
      <div className="overflow-x-auto rounded-lg border">
        <table className="w-full text-sm">
          <caption className="p-3 text-left font-semibold">
            {t('moderation:stats.pageViews', { days: data.pageViewDays })}
          </caption>
          <thead className="bg-muted/50 text-left">
            <tr>
              <th scope="col" className="p-3">
                {t('moderation:stats.route')}
              </th>
              <th scope="col" className="p-3 text-right">
                {t('moderation:stats.views')}
              </th>
            </tr>
          </thead>
          <tbody>
            {data.pageViews.length === 0 ? (
              <tr>
                <td colSpan={2} className="p-3 text-muted-foreground">
                  {t('moderation:stats.noViews')}
                </td>
              </tr>
            ) : (
              data.pageViews.map((v) => (
                <tr key={v.path} className="border-t">
                  <td className="p-3 font-mono">{v.path}</td>
                  <td className="p-3 text-right">{fmt.number(v.views)}</td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
    </div>
  );
}
