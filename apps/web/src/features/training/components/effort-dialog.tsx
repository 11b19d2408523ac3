import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { DialogFooter } from '@/components/ui/dialog';
import { TitledDialog } from '@/components/ui/titled-dialog';

const EFFORTS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] as const;

/**
 * After a workout is done: one optional question, how hard it felt (RPE 1–10), instead of the whole
 * feedback form. After a run (an upload or Strava) the distance, time and pace are known already; after
 * 'Mark Done' the runner may add them (`onAddDetails` opens the full form).
 */
export function EffortDialog({
  workoutDate,
  pending,
  onAnswer,
  onAddDetails,
  onClose,
}: {
  /** The workout asked about; null when closed. */
  workoutDate: string | null;
  pending: boolean;
  onAnswer: (effort: number) => void;
  onAddDetails?: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('training');
  return (
    <TitledDialog
      open={workoutDate !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t('training:effort.title')}
      description={t(onAddDetails ? 'training:effort.descriptionDone' : 'training:effort.description')}
    >
      <div role="group" aria-label={t('training:effort.title')} className="grid grid-cols-5 gap-2">
        {EFFORTS.map((n) => (
          <Button key={n} type="button" variant="outline" disabled={pending} onClick={() => onAnswer(n)}>
            {n}
          </Button>
        ))}
      </div>
      <p className="flex justify-between text-xs text-muted-foreground">
        <span>{t('training:effort.easy')}</span>
        <span>{t('training:effort.hard')}</span>
      </p>
      <DialogFooter>
        {onAddDetails && (
          <Button type="button" variant="outline" onClick={onAddDetails}>
            {t('training:effort.addDetails')}
          </Button>
        )}
        <Button type="button" variant="ghost" onClick={onClose}>
          {t('training:effort.skip')}
        </Button>
      </DialogFooter>
    </TitledDialog>
  );
}
