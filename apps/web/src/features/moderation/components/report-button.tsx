import type { ReportTarget } from '@stride/contracts';
import { Flag } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, type ButtonProps } from '@/components/ui/button';

// The dialog (Radix, its focus trap and scroll lock) loads on the first tap, preloaded on hover or
// touch: a page that shows a Report action does not download it up front (issue 30).
const loadReportDialog = () => import('./report-dialog');
const ReportDialog = lazy(loadReportDialog);

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
  const [wanted, setWanted] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  return (
    <>
      <Button
        ref={opener}
        variant="ghost"
        size={size}
        className={className}
        aria-label={label}
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={() => void loadReportDialog()}
        onTouchStart={() => void loadReportDialog()}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        <Flag aria-hidden="true" />
        {t('moderation:report.action')}
      </Button>
      {wanted && (
        <Suspense fallback={null}>
          <ReportDialog
            targetType={targetType}
            targetId={targetId}
            open={open}
            onOpenChange={setOpen}
            opener={opener}
          />
        </Suspense>
      )}
    </>
  );
}
