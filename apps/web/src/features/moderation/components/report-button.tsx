import { REPORT_REASONS, type ReportReason, type ReportTarget } from '@stride/contracts';
import { Flag } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, type ButtonProps } from '@/components/ui/button';
import { DialogFooter } from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { TitledDialog } from '@/components/ui/titled-dialog';
import { toast } from '@/components/ui/use-toast';
import { ApiRequestError } from '@/lib/api-client';
import { useCreateReport } from '../api/create-report';
import { REASON_KEYS, REPORT_TITLE_KEYS } from './labels';

export interface ReportButtonProps {
  targetType: ReportTarget;
  targetId: string | number;
  /** What the button names, for screen readers ("Report comment by Ava"). */
  label?: string;
  size?: ButtonProps['size'];
  className?: string;
}

/**
 * A 'Report' action and its dialog (reason, optional details) for any content: events, comments, clubs,
 * runners, articles. Show it to signed-in runners only; the server refuses anyone else.
 */
export function ReportButton({ targetType, targetId, label, size = 'sm', className }: ReportButtonProps) {
  const { t } = useTranslation('moderation');
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [details, setDetails] = useState('');
  const [error, setError] = useState<string | null>(null);
  const report = useCreateReport();
  const ids = { reasons: useId(), details: useId() };

  const send = () => {
    if (!reason) return setError(t('moderation:report.reasonRequired'));
    report.mutate(
      { targetType, targetId: String(targetId), reason, details: details.trim() || undefined },
      {
        onSuccess: () => {
          setOpen(false);
          setReason(null);
          setDetails('');
          toast({ title: t('moderation:report.sent'), description: t('moderation:report.sentBody') });
        },
        onError: (e) => {
          const status = e instanceof ApiRequestError ? e.status : 0;
          setError(
            status === 409
              ? t('moderation:report.already')
              : status === 429
                ? t('moderation:report.tooMany')
                : status === 400
                  ? t('moderation:report.own')
                  : t('moderation:report.failed'),
          );
        },
      },
    );
  };

  return (
    <TitledDialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        setError(null);
      }}
      trigger={
        <Button variant="ghost" size={size} className={className} aria-label={label}>
          <Flag aria-hidden="true" />
          {t('moderation:report.action')}
        </Button>
      }
      title={t(REPORT_TITLE_KEYS[targetType])}
      description={t('moderation:report.description')}
    >
      <fieldset className="space-y-2">
        <legend id={ids.reasons} className="mb-1 text-sm font-medium">
          {t('moderation:report.reason')}
        </legend>
        {REPORT_REASONS.map((r) => (
          <label key={r} className="flex items-center gap-2 text-sm">
            <input
              type="radio"
              name={ids.reasons}
              value={r}
              checked={reason === r}
              onChange={() => setReason(r)}
            />
            {t(REASON_KEYS[r])}
          </label>
        ))}
      </fieldset>
      <div className="space-y-1.5">
        <Label htmlFor={ids.details}>{t('moderation:report.details')}</Label>
        <textarea
          id={ids.details}
          value={details}
          maxLength={1000}
          onChange={(e) => setDetails(e.target.value)}
          className="min-h-20 w-full rounded-md border bg-background p-2 text-sm"
        />
      </div>
      {error && (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
      <DialogFooter>
        <Button variant="outline" onClick={() => setOpen(false)}>
          {t('moderation:report.cancel')}
        </Button>
        <Button disabled={report.isPending} onClick={send}>
          {t('moderation:report.send')}
        </Button>
      </DialogFooter>
    </TitledDialog>
  );
}
