import { REPORT_REASONS, type ReportReason, type ReportTarget } from '@stride/contracts';
import { useId, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { DialogFooter } from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { TitledDialog } from '@/components/ui/titled-dialog';
import { toast } from '@/components/ui/use-toast';
import { ApiRequestError } from '@/lib/api-client';
import { useCreateReport } from '../api/create-report';
import { REASON_KEYS, REPORT_TITLE_KEYS } from './labels';

/**
 * The Report dialog (reason, optional details) ReportButton opens; its code loads on the first tap
 * (issue 30). It stays mounted once opened, so a half-written report is still there when reopened.
 */
export default function ReportDialog({
  targetType,
  targetId,
  open,
  onOpenChange,
  opener,
}: {
  targetType: ReportTarget;
  targetId: string | number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The Report button: focus goes back to it when the dialog closes (the dialog has no Radix trigger). */
  opener: RefObject<HTMLButtonElement | null>;
}) {
  const { t } = useTranslation('moderation');
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [details, setDetails] = useState('');
  const [error, setError] = useState<string | null>(null);
  const report = useCreateReport();
  const ids = { reasons: useId(), details: useId() };
  // Each opening starts without the last attempt's error.
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setError(null);
  }

  const send = () => {
    if (!reason) return setError(t('moderation:report.reasonRequired'));
    report.mutate(
      { targetType, targetId: String(targetId), reason, details: details.trim() || undefined },
      {
        onSuccess: () => {
          onOpenChange(false);
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
        onOpenChange(next);
        setError(null);
      }}
      content={{
        onCloseAutoFocus: (event) => {
          event.preventDefault();
          opener.current?.focus();
        },
      }}
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
        <Button variant="outline" onClick={() => onOpenChange(false)}>
          {t('moderation:report.cancel')}
        </Button>
        <Button disabled={report.isPending} onClick={send}>
          {t('moderation:report.send')}
        </Button>
      </DialogFooter>
    </TitledDialog>
  );
}
