import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useBuddyRequests, useRespondBuddyRequest } from '../api/buddy-requests';
import { runnerName } from './runner-name';

/** Buddy requests received (accept / decline) and sent (waiting). */
export function RequestsPanel() {
  const { t } = useTranslation('social');
  const { data } = useBuddyRequests();
  const respond = useRespondBuddyRequest();
  return (
    <section aria-labelledby="requests-heading" className="space-y-3">
      <h2 id="requests-heading" className="text-xl font-semibold">
        {t('social:buddies.requestsTitle')}
      </h2>
      {/* While loading, a line's height: the page below stays put when the usual "no requests" arrives. */}
      {!data && <Skeleton className="h-6" />}
      {data && data.incoming.length === 0 && data.outgoing.length === 0 && (
        <p className="text-muted-foreground">{t('social:buddies.noRequests')}</p>
      )}
      <ul className="space-y-2">
        {data?.incoming.map((m) => (
          <li
            key={m.id}
            className="flex flex-wrap items-center justify-between gap-2 rounded-lg border p-3"
            data-testid="incoming-request"
          >
            <div>
              <p className="font-medium">{t('social:buddies.incoming', { name: runnerName(m.buddy) })}</p>
              {m.message && <p className="text-sm text-muted-foreground">“{m.message}”</p>}
            </div>
            <div className="flex gap-2">
              <Button
                type="button"
                size="sm"
                disabled={respond.isPending}
                onClick={() => respond.mutate({ id: m.id, action: 'accept' })}
              >
                {t('social:buddies.accept')}
              </Button>
              <Button
                type="button"
                size="sm"
                variant="outline"
                disabled={respond.isPending}
                onClick={() => respond.mutate({ id: m.id, action: 'decline' })}
              >
                {t('social:buddies.decline')}
              </Button>
            </div>
          </li>
        ))}
        {data?.outgoing.map((m) => (
          <li key={m.id} className="rounded-lg border p-3 text-sm">
            {t('social:buddies.outgoing', { name: runnerName(m.buddy) })}
          </li>
        ))}
      </ul>
    </section>
  );
}
