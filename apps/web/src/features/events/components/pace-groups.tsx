import { formatPace, type EventDetail, type PaceGroup } from '@stride/contracts';
import { Gauge, Sparkles } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { translateMessage } from '@/lib/messages';
import { useJoinEvent } from '../api/join-event';
import { useJoinWaitlist } from '../api/join-waitlist';

/**
 * A run's pace groups (issue 29): each with its pace, name, leader and how full it is, the one nearest
 * the runner's easy pace marked as suggested (and why), and a button to run in it: join, move to it, or
 * wait for a place in it.
 */
export function PaceGroups({ event, canJoin }: { event: EventDetail; canJoin: boolean }) {
  const { t } = useTranslation(['events', 'messages']);
  const headingId = useId();
  const join = useJoinEvent();
  const waitlist = useJoinWaitlist();
  const pending = join.isPending || waitlist.isPending;
  const status = event.userAttendanceStatus;
  const holdsPlace = status != null && status !== 'not_attending' && status !== 'waitlisted';
  const eventFull = event.participantCount >= event.maxParticipants;
  if (!event.paceGroups.length) return null;

  const failed = (error: Error) =>
    toast({
      title: t('events:toast.joinFailedTitle'),
      description: translateMessage(t, error) ?? t('events:toast.joinFailedBody'),
      variant: 'destructive',
    });
  const onJoin = (group: PaceGroup) =>
    join.mutate(
      { id: event.id, paceGroupId: group.id },
      {
        onSuccess: () =>
          toast({
            title: t('events:toast.joinedTitle'),
            description: t('events:paceGroups.joinedBody', { group: groupName(group) }),
            variant: 'success',
          }),
        onError: failed,
      },
    );
  const onWait = (group: PaceGroup) =>
    waitlist.mutate(
      { id: event.id, paceGroupId: group.id },
      {
        onSuccess: (r) =>
          toast({
            title: t('events:toast.waitlistTitle'),
            description: t('events:toast.waitlistBody', { position: r.waitlistPosition ?? 1 }),
          }),
        onError: failed,
      },
    );
  const groupName = (g: PaceGroup) =>
    g.label ?? t('events:paceGroups.pace', { pace: formatPace(g.paceSecPerKm) });

  return (
    <section aria-labelledby={headingId} data-testid="pace-groups">
      <h2 id={headingId} className="mb-1 flex items-center gap-2 text-sm font-semibold">
        <Gauge aria-hidden="true" className="size-4 text-muted-foreground" />
        {t('events:paceGroups.title')}
      </h2>
      {event.runnerPace ? (
        <p className="mb-2 text-sm text-muted-foreground" data-testid="runner-pace">
          {t(
            event.runnerPace.source === 'plan'
              ? 'events:paceGroups.yourPacePlan'
              : 'events:paceGroups.yourPaceProfile',
            { pace: formatPace(event.runnerPace.secPerKm) },
          )}
        </p>
      ) : null}
      <ul className="space-y-2">
        {event.paceGroups.map((g) => {
          const mine = event.userPaceGroupId === g.id;
          const suggested = event.suggestedPaceGroupId === g.id;
          const groupFull = g.capacity !== null && g.participantCount >= g.capacity;
          const full = groupFull || (eventFull && !holdsPlace);
          return (
            <li
              key={g.id}
              data-testid={`pace-group-${g.id}`}
              className={`flex flex-wrap items-center gap-x-3 gap-y-1 rounded-lg border p-3 text-sm ${suggested ? 'border-primary bg-primary/5' : ''}`}
            >
              <div className="min-w-48 flex-1">
                <p className="font-medium">
                  {t('events:paceGroups.pace', { pace: formatPace(g.paceSecPerKm) })}
                  {g.label && <span className="ml-2 text-muted-foreground">· {g.label}</span>}
                </p>
                <p className="text-muted-foreground">
                  {g.leader
                    ? t('events:paceGroups.ledBy', { name: g.leader })
                    : t('events:paceGroups.noLeader')}
                  {' · '}
                  {g.capacity === null
                    ? t('events:paceGroups.going', { count: g.participantCount })
                    : t('events:paceGroups.places', { count: g.participantCount, max: g.capacity })}
                  {g.waitlistCount > 0 &&
                    ` · ${t('events:detail.waitlistCount', { count: g.waitlistCount })}`}
                </p>
              </div>
              {suggested && (
                <Badge variant="secondary" className="gap-1">
                  <Sparkles aria-hidden="true" className="size-3" />
                  {t('events:paceGroups.suggested')}
                </Badge>
              )}
              {mine ? (
                <Badge>
                  {status === 'waitlisted'
                    ? t('events:paceGroups.waitingHere')
                    : t('events:paceGroups.yours')}
                </Badge>
              ) : canJoin ? (
                full ? (
                  <Button
                    size="sm"
                    variant="secondary"
                    disabled={pending}
                    onClick={() => onWait(g)}
                    aria-label={t('events:paceGroups.waitFor', { group: groupName(g) })}
                  >
                    {t('events:detail.joinWaitlist')}
                  </Button>
                ) : (
                  <Button
                    size="sm"
                    variant={suggested ? 'default' : 'outline'}
                    disabled={pending}
                    onClick={() => onJoin(g)}
                    aria-label={t(holdsPlace ? 'events:paceGroups.moveTo' : 'events:paceGroups.joinGroup', {
                      group: groupName(g),
                    })}
                  >
                    {holdsPlace ? t('events:paceGroups.move') : t('events:paceGroups.join')}
                  </Button>
                )
              ) : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
