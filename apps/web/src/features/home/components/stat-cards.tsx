import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useUserStats } from '@/features/events';
import { useFormat } from '@/hooks/use-format';

/**
 * Events Joined, Total km, This Month and Runs attended, all computed by the server from real attendance. They look
 * like cards, so they are one: the link to the runs behind the numbers (My Events).
 */
export function StatCards() {
  const { t } = useTranslation('home');
  const fmt = useFormat();
  const stats = useUserStats(true);
  if (stats.isError) return null; // real numbers or none (GUIDE quality bar)
  const items = [
    { label: t('home:stats.eventsJoined'), value: stats.data && fmt.number(stats.data.eventsJoined) },
    {
      label: t('home:stats.totalKm'),
      value:
        stats.data && fmt.number(stats.data.totalKm, { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
    },
    { label: t('home:stats.thisMonth'), value: stats.data && fmt.number(stats.data.thisMonth) },
    // Runs the runner checked in at or was marked present at, apart from runs joined (issue 29).
    { label: t('home:stats.runsAttended'), value: stats.data && fmt.number(stats.data.runsAttended) },
  ];
  return (
    <Link
      to="/my-events"
      className="group block rounded-xl focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
    >
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4" data-testid="stat-cards">
        {items.map((item) => (
          // dl > div > dt + dd is the one nesting a definition list allows, so the card is that div.
          <Card
            key={item.label}
            className="flex flex-col-reverse items-center p-4 text-center transition-colors group-hover:bg-accent/40"
          >
            <dt className="text-xs text-muted-foreground sm:text-sm">{item.label}</dt>
            <dd className="text-2xl font-bold sm:text-3xl">
              {item.value ?? <Skeleton className="h-8 w-12" />}
            </dd>
          </Card>
        ))}
      </dl>
    </Link>
  );
}
