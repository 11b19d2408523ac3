import { formatPace, type EventDetail } from '@stride/contracts';
import { ClipboardCheck } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { useFormat } from '@/hooks/use-format';
import { translateMessage } from '@/lib/messages';
import { useAttendanceRoster, useCheckInCode, useMarkPresence } from '../api/attendance';
import { CheckInQr } from './check-in-qr';

/**
 * For whoever manages the run (issue 29): its check-in code (4 digits and a QR code that opens the page
 * with it), and the roster to mark each runner present or absent, from 30 minutes before the start until
 * 3 hours after. Each runner's no-shows at the same host's runs are shown here only.
 */
export function AttendancePanel({ event }: { event: EventDetail }) {
  const { t } = useTranslation(['events', 'messages']);
  const fmt = useFormat();
  const headingId = useId();
  const code = useCheckInCode(event.id, true);
  const roster = useAttendanceRoster(event.id, true);
  const mark = useMarkPresence(event.id);
  const groups = new Map(event.paceGroups.map((g) => [g.id, g.label ?? formatPace(g.paceSecPerKm)]));
  const data = roster.data;
  // On the run's own clock, as its start time is shown.
  const closesAt = (iso: string) =>
    new Intl.DateTimeFormat(fmt.language, {
      hour: 'numeric',
      minute: '2-digit',
      timeZone: event.timezone,
    }).format(new Date(iso));
  const onMark = (userId: string, present: boolean) =>
    mark.mutate(
      { userId, present },
      {
        onError: (error) =>
          toast({
            title: t('events:attendance.failed'),
            description: translateMessage(t, error),
            variant: 'destructive',
          }),
      },
    );

  return (
    <section
      aria-labelledby={headingId}
      className="space-y-3 rounded-lg border p-4"
      data-testid="attendance-panel"
    >
      <h2 id={headingId} className="flex items-center gap-2 font-semibold">
        <ClipboardCheck aria-hidden="true" className="size-4 text-muted-foreground" />
        {t('events:attendance.title')}
      </h2>
      {code.data && (
        <div className="flex flex-wrap items-center gap-4">
          <CheckInQr url={code.data.checkInUrl} label={t('events:attendance.qrLabel')} />
          <div>
            <p className="text-sm text-muted-foreground">{t('events:attendance.code')}</p>
            <p className="font-mono text-4xl font-bold tracking-[0.3em]" data-testid="check-in-code">
              {code.data.code}
            </p>
          </div>
        </div>
      )}
      {data && (
        <>
          <p className="text-sm text-muted-foreground">
            {data.open
              ? t('events:attendance.openUntil', { time: closesAt(data.closesAt) })
              : t('events:attendance.closed')}
          </p>
          <ul className="divide-y text-sm">
            {data.runners.map((r) => (
              <li
                key={r.id}
                className="flex flex-wrap items-center gap-2 py-2"
                data-testid={`roster-${r.id}`}
              >
                <span className="min-w-0 flex-1 font-medium">
                  {[r.firstName, r.lastName].filter(Boolean).join(' ')}
                  {r.paceGroupId !== null && groups.has(r.paceGroupId) && (
                    <span className="ml-2 font-normal text-muted-foreground">
                      · {groups.get(r.paceGroupId)}
                    </span>
                  )}
                </span>
                {r.noShows > 0 && (
                  <Badge variant="outline" title={t('events:attendance.noShowsHint')}>
                    {t('events:attendance.noShows', { count: r.noShows })}
                  </Badge>
                )}
                {([true, false] as const).map((present) => (
                  <Button
                    key={String(present)}
                    size="sm"
                    variant={r.present === present ? 'default' : 'outline'}
                    aria-pressed={r.present === present}
                    disabled={!data.open || mark.isPending}
                    onClick={() => onMark(r.id, present)}
                  >
                    {t(present ? 'events:attendance.present' : 'events:attendance.absent')}
                  </Button>
                ))}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
