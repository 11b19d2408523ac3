import type { ActivityResult } from '@stride/contracts';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { DialogFooter } from '@/components/ui/dialog';
import { TitledDialog } from '@/components/ui/titled-dialog';

const EFFORTS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] as const;

/**
 * After a run completed a workout: one optional question, how hard it felt (RPE 1–10), instead of the
 * whole feedback form (the run already gave the distance, time and pace).
 */
export function EffortDialog({
  run,
  pending,
  onAnswer,
  onClose,
}: {
  run: ActivityResult | null;
  pending: boolean;
  onAnswer: (effort: number) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('training');
  return (
    <TitledDialog
      open={run !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t('training:effort.title')}
      description={t('training:effort.description')}
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
        <Button type="button" variant="ghost" onClick={onClose}>
          {t('training:effort.skip')}
        </Button>
      </DialogFooter>
    </TitledDialog>
  );
}
