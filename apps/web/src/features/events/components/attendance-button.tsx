import type { EventDetail } from '@stride/contracts';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { useJoinEvent } from '../api/join-event';
import { useJoinWaitlist } from '../api/join-waitlist';
import { useLeaveEvent } from '../api/leave-event';
import { translateMessage } from '@/lib/messages';

/** Join, Leave, 'Event Full' with the waitlist (SPEC 4, section 8 toasts). */
export function AttendanceButton({ event }: { event: EventDetail }) {
  const { t } = useTranslation(['events', 'messages']);
  const join = useJoinEvent();
  const waitlist = useJoinWaitlist();
  const leave = useLeaveEvent();
  const status = event.userAttendanceStatus;
  const holdsPlace = status != null && status !== 'not_attending' && status !== 'waitlisted';
  const full = event.participantCount >= event.maxParticipants;
  const pending = join.isPending || leave.isPending || waitlist.isPending;

  const onJoin = () =>
    join.mutate(event.id, {
      onSuccess: () =>
        toast({
          title: t('events:toast.joinedTitle'),
          description: t('events:toast.joinedBody'),
          variant: 'success',
        }),
      onError: (error) =>
        toast({
          title: t('events:toast.joinFailedTitle'),
          description: translateMessage(t, error) ?? t('events:toast.joinFailedBody'),
          variant: 'destructive',
        }),
    });
  const onLeave = () =>
    leave.mutate(event.id, {
      onSuccess: () => toast({ title: t('events:toast.leftTitle'), description: t('events:toast.leftBody') }),
      onError: (error) =>
        toast({
          title: t('events:toast.leaveFailedTitle'),
          description: translateMessage(t, error) ?? t('events:toast.leaveFailedBody'),
          variant: 'destructive',
        }),
    });
  const onWaitlist = () =>
    waitlist.mutate(event.id, {
      onSuccess: (r) =>
        toast({
          title: t('events:toast.waitlistTitle'),
          description: t('events:toast.waitlistBody', { position: r.waitlistPosition ?? 1 }),
        }),
      onError: (error) =>
        toast({
          title: t('events:toast.joinFailedTitle'),
          description: translateMessage(t, error) ?? t('events:toast.joinFailedBody'),
          variant: 'destructive',
        }),
    });

  if (holdsPlace) {
    return (
      <Button variant="outline" onClick={onLeave} disabled={pending}>
        {leave.isPending ? t('events:detail.leaving') : t('events:detail.leave')}
      </Button>
    );
  }
  if (status === 'waitlisted') {
    return (
      <div className="flex flex-wrap items-center gap-3">
        <p className="text-sm font-medium">
          {t('events:detail.onWaitlist', { position: event.waitlistPosition ?? 1 })}
        </p>
        <Button variant="outline" onClick={onLeave} disabled={pending}>
          {leave.isPending ? t('events:detail.leaving') : t('events:detail.leaveWaitlist')}
        </Button>
      </div>
    );
  }
  // A run in pace groups is joined through its groups (PaceGroups).
  if (event.paceGroups.length)
    return <p className="text-sm text-muted-foreground">{t('events:paceGroups.chooseBelow')}</p>;
  if (full) {
    return (
      <div className="flex flex-wrap items-center gap-3">
        <Button disabled>{t('events:detail.eventFull')}</Button>
        <Button variant="secondary" onClick={onWaitlist} disabled={pending}>
          {waitlist.isPending ? t('events:detail.joining') : t('events:detail.joinWaitlist')}
        </Button>
      </div>
    );
  }
  return (
    <Button onClick={onJoin} disabled={pending}>
      {join.isPending ? t('events:detail.joining') : t('events:detail.join')}
    </Button>
  );
}
