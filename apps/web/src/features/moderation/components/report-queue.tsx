import type { Report, ReportAction } from '@stride/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/use-toast';
import { useFormat } from '@/hooks/use-format';
import { ApiRequestError } from '@/lib/api-client';
import { translateMessage } from '@/lib/messages';
import { useReports } from '../api/get-reports';
import { useResolveReport } from '../api/resolve-report';
import { DONE_KEYS, QUEUE_TAB_KEYS, REASON_KEYS, STATUS_KEYS, TARGET_KEYS } from './labels';

const name = (p: { firstName: string | null; lastName: string | null } | null) =>
  p ? [p.firstName, p.lastName].filter(Boolean).join(' ') : '—';

function ReportItem({ report, open }: { report: Report; open: boolean }) {
  const { t } = useTranslation(['moderation', 'messages']);
  const fmt = useFormat();
  const resolve = useResolveReport();
  const [note, setNote] = useState('');
  // The item leaves the list once the queue reloads, so the outcome is told from the promise, which
  // settles whether or not this component is still mounted.
  const act = (action: ReportAction) =>
    resolve.mutateAsync({ id: report.id, action, note }).then(
      () => toast({ title: t(DONE_KEYS[action]) }),
      (err: unknown) =>
        toast({
          title: t('moderation:queue.failed'),
          // Moderators act on runners only; staff and one's own posts need another admin (issue 25).
          description:
            err instanceof ApiRequestError && err.status === 403 ? translateMessage(t, err) : undefined,
          variant: 'destructive',
        }),
    );
  return (
    <li className="space-y-2 rounded-lg border p-4" data-testid="report-item">
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <Badge variant="secondary">{t(TARGET_KEYS[report.targetType])}</Badge>
        <Badge variant="outline">{t(REASON_KEYS[report.reason])}</Badge>
        {!open && <Badge>{t(STATUS_KEYS[report.status] ?? 'moderation:statuses.open')}</Badge>}
        <span className="text-muted-foreground">
          {t('moderation:queue.reportedBy', {
            name: name(report.reporter),
            date: fmt.date(report.createdAt, 'medium'),
          })}
        </span>
      </div>
      {report.target ? (
        <blockquote className="border-l-4 pl-3 text-sm whitespace-pre-line">
          {report.target.text}
          <footer className="mt-1 text-xs text-muted-foreground">
            {t('moderation:queue.author', { name: name(report.target.author) })}
            {report.target.url && !report.target.hidden && (
              <>
                {' · '}
                <Link to={report.target.url} className="text-primary underline">
                  {t('moderation:queue.view')}
                </Link>
              </>
            )}
          </footer>
        </blockquote>
      ) : (
        <p className="text-sm text-muted-foreground">{t('moderation:queue.gone')}</p>
      )}
      {report.details && (
        <p className="text-sm">{t('moderation:queue.details', { details: report.details })}</p>
      )}
      {report.resolutionNote && (
        <p className="text-sm">{t('moderation:queue.note', { note: report.resolutionNote })}</p>
      )}
      {open && (
        <div className="flex flex-wrap items-end gap-2 pt-2">
          <label className="flex min-w-48 flex-1 flex-col gap-1 text-xs font-medium">
            {t('moderation:queue.noteLabel')}
            <input
              value={note}
              maxLength={500}
              onChange={(e) => setNote(e.target.value)}
              className="h-9 rounded-md border bg-background px-2 text-sm font-normal"
            />
          </label>
          <Button
            size="sm"
            variant="outline"
            disabled={resolve.isPending}
            onClick={() => void act('dismiss')}
          >
            {t('moderation:queue.dismiss')}
          </Button>
          <Button size="sm" disabled={resolve.isPending} onClick={() => void act('hide')}>
            {t('moderation:queue.hide')}
          </Button>
          <Button
            size="sm"
            variant="destructive"
            disabled={resolve.isPending}
            onClick={() => void act('remove')}
          >
            {t('moderation:queue.remove')}
          </Button>
        </div>
      )}
    </li>
  );
}

/** Open reports oldest first, or the ones already dealt with. */
export function ReportQueue() {
  const { t } = useTranslation('moderation');
  const [status, setStatus] = useState<'open' | 'closed'>('open');
  const { data, isError } = useReports(status);
  return (
    <div className="space-y-4">
      <div className="flex gap-2" role="group" aria-label={t('moderation:queue.show')}>
        {(['open', 'closed'] as const).map((s) => (
          <Button
            key={s}
            size="sm"
            variant={status === s ? 'secondary' : 'ghost'}
            aria-pressed={status === s}
            onClick={() => setStatus(s)}
          >
            {t(QUEUE_TAB_KEYS[s])}
          </Button>
        ))}
      </div>
      {isError ? (
        <p role="alert">{t('moderation:loadFailed')}</p>
      ) : !data ? (
        <Skeleton className="h-24 w-full" />
      ) : data.length === 0 ? (
        <p className="rounded-lg border p-6 text-center text-muted-foreground">
          {t('moderation:queue.empty')}
        </p>
      ) : (
        <ul className="space-y-3">
          {data.map((r) => (
            <ReportItem key={r.id} report={r} open={status === 'open'} />
          ))}
        </ul>
      )}
    </div>
  );
}
