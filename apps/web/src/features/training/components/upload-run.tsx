import { ACTIVITY_LIMITS, ACTIVITY_MESSAGES, type ActivityResult } from '@stride/contracts';
import { Upload } from 'lucide-react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { useFormat } from '@/hooks/use-format';
import { translateMessage } from '@/lib/messages';
import { useUploadRun } from '../api/upload-run';

/**
 * "Upload a run" (issue 27): a GPX, TCX or FIT file from a watch or app. The run completes the plan's
 * workout of its day when one fits; `onMatched` then asks how hard it felt.
 */
export function UploadRun({ onMatched }: { onMatched: (result: ActivityResult) => void }) {
  const { t } = useTranslation(['training', 'messages']);
  const f = useFormat();
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadRun();
  const send = (file: File) => {
    if (file.size > ACTIVITY_LIMITS.uploadMaxBytes) {
      toast({
        title: t('training:upload.failed'),
        description: translateMessage(t, ACTIVITY_MESSAGES.fileTooLarge),
        variant: 'destructive',
      });
      return;
    }
    // mutateAsync: the answer is handled even when this button is gone (today's workout just got done).
    void upload.mutateAsync(file).then(
      (result) => {
        toast({
          title: t('training:upload.added', {
            km: f.number(result.activity.distanceKm, { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
          }),
          description: result.match ? t('training:upload.completed') : t('training:upload.noWorkout'),
          variant: 'success',
        });
        if (result.match) onMatched(result);
      },
      (error: unknown) =>
        toast({
          title: t('training:upload.failed'),
          description: translateMessage(t, error),
          variant: 'destructive',
        }),
    );
  };
  return (
    <div className="flex flex-wrap items-center gap-2">
      <input
        ref={input}
        type="file"
        accept=".gpx,.tcx,.fit,application/gpx+xml,application/vnd.garmin.tcx+xml"
        className="sr-only"
        data-testid="upload-run-input"
        aria-label={t('training:upload.button')}
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (file) send(file);
        }}
      />
      <Button
        type="button"
        variant="outline"
        size="sm"
        disabled={upload.isPending}
        onClick={() => input.current?.click()}
      >
        <Upload aria-hidden="true" className="size-4" />
        {upload.isPending ? t('training:upload.uploading') : t('training:upload.button')}
      </Button>
      <span className="text-xs text-muted-foreground">{t('training:upload.hint')}</span>
    </div>
  );
}
