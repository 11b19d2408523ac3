import type { ClubEvent } from '@stride/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { useAuth } from '@/features/auth';
import { useJoinEvent, useLeaveEvent } from '@/features/events';
import { useFormat } from '@/hooks/use-format';
import { translateLater } from '@/lib/translate-later';
import { invalidateClubCaches } from '../api/keys';

function EventJoin({ event }: { event: ClubEvent }) {
  const { t } = useTranslation('clubs');
  const queryClient = useQueryClient();
  const join = useJoinEvent();
  const leave = useLeaveEvent();
  const going = event.userAttendanceStatus !== null && event.userAttendanceStatus !== 'not_attending';
  const refresh = () => invalidateClubCaches(queryClient);
  if (going) {
    return (
      <Button
        size="sm"
        variant="outline"
        disabled={leave.isPending}
        aria-label={t('clubs:events.leaveNamed', { title: event.title })}
        onClick={() =>
          leave.mutate(event.id, {
            onSettled: refresh,
            onError: (e) =>
              void translateLater(t, e).then((description) =>
                toast({ title: t('clubs:events.leaveFailed'), description, variant: 'destructive' }),
              ),
          })
        }
      >
        {leave.isPending ? t('clubs:events.leaving') : t('clubs:events.leave')}
      </Button>
    );
  }
  // A run in pace groups is joined on its page, in a group (issue 29).
  if (event.paceGroupPaces.length)
    return (
      <Button asChild size="sm" variant="secondary">
        <Link
          to={`/events/${event.id}`}
          aria-label={t('clubs:events.choosePaceNamed', { title: event.title })}
        >
          {t('clubs:events.choosePace')}
        </Link>
      </Button>
    );
  return (
    <Button
      size="sm"
      disabled={join.isPending}
      aria-label={t('clubs:events.joinNamed', { title: event.title })}
      onClick={() =>
        join.mutate(event.id, {
          onSettled: refresh,
          onSuccess: () => toast({ title: t('clubs:events.joined'), variant: 'success' }),
          onError: (e) =>
            void translateLater(t, e).then((description) =>
              toast({ title: t('clubs:events.joinFailed'), description, variant: 'destructive' }),
            ),
        })
      }
    >
      {join.isPending ? t('clubs:events.joining') : t('clubs:events.join')}
    </Button>
  );
}

/** The club's upcoming events with Join buttons; imported ones carry Strava's attribution. */
export function ClubEvents({ events }: { events: ClubEvent[] }) {
  const { t } = useTranslation('clubs');
  const fmt = useFormat();
  const { isAuthenticated } = useAuth();
  if (events.length === 0) return <p className="text-muted-foreground">{t('clubs:events.none')}</p>;
  const fromStrava = events.some((e) => e.isStravaImport);
  return (
    <div className="space-y-2">
      <ul className="space-y-2">
        {events.map((e) => (
          <li key={e.id} className="flex flex-wrap items-center justify-between gap-3 rounded-lg border p-3">
            <div className="min-w-0">
              <Link to={`/events/${e.id}`} className="font-medium hover:underline">
                {e.title}
              </Link>
              <p className="text-sm text-muted-foreground">
                {fmt.dateTime(e.date, e.time)} · {e.location}
              </p>
              <p className="text-xs text-muted-foreground">
                {t('clubs:events.going', { count: e.participantCount })}
                {e.isStravaImport && e.eventUrl && (
                  <>
                    {' · '}
                    <a href={e.eventUrl} target="_blank" rel="noreferrer" className="underline">
                      {t('clubs:events.viewOnStrava')}
                    </a>
                  </>
                )}
              </p>
            </div>
            {isAuthenticated ? (
              <EventJoin event={e} />
            ) : (
              <Button asChild size="sm" variant="outline">
                <Link to={`/events/${e.id}`}>{t('clubs:events.details')}</Link>
              </Button>
            )}
          </li>
        ))}
      </ul>
      {fromStrava && (
        <p className="text-xs font-semibold text-[#c73e0b] dark:text-[#fc5200]">
          {t('clubs:strava.powered')}
        </p>
      )}
    </div>
  );
}
