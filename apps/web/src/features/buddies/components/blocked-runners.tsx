import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/use-toast';
import { useFormat } from '@/hooks/use-format';
import { useBlockedRunners } from '../api/blocked-runners';
import { useBlockUser } from '../api/block-user';

/** The runners I blocked, each with Unblock; what blocking does, said once above them (issue 25). */
export function BlockedRunners() {
  const { t } = useTranslation('social');
  const fmt = useFormat();
  const query = useBlockedRunners();
  const unblock = useBlockUser();
  const runners = query.data?.runners ?? [];
  return (
    <section id="blocked" aria-labelledby="blocked-heading" className="space-y-3 rounded-lg border p-4">
      <h2 id="blocked-heading" className="text-xl font-semibold">
        {t('social:blocking.title')}
      </h2>
      <p className="text-sm text-muted-foreground">{t('social:blocking.explained')}</p>
      {query.isPending ? (
        <Skeleton className="h-10" />
      ) : runners.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('social:blocking.none')}</p>
      ) : (
        <ul className="divide-y">
          {runners.map((r) => {
            const name =
              [r.firstName, r.lastName?.charAt(0)].filter(Boolean).join(' ') || t('social:blocking.someone');
            return (
              <li key={r.id} className="flex items-center justify-between gap-3 py-2 text-sm">
                <span>
                  {name}
                  <span className="ml-2 text-muted-foreground">
                    {t('social:blocking.since', { date: fmt.date(r.blockedAt) })}
                  </span>
                </span>
                <Button
                  size="sm"
                  variant="outline"
                  disabled={unblock.isPending}
                  aria-label={t('social:blocking.unblockLabel', { name })}
                  onClick={() =>
                    unblock.mutate(
                      { id: r.id, block: false },
                      { onSuccess: () => toast({ title: t('social:blocking.unblocked', { name }) }) },
                    )
                  }
                >
                  {t('social:blocking.unblock')}
                </Button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
