import { RefreshCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { buttonVariants } from '@/components/ui/button-variants';

interface UpdatePromptProps {
  onReload: () => void;
  onDismiss: () => void;
}

/** Shown when a new version of Stride has been downloaded and waits for the runner to switch to it. */
export function UpdatePrompt({ onReload, onDismiss }: UpdatePromptProps) {
  const { t } = useTranslation('pwa');
  return (
    <div
      role="status"
      className="fixed inset-x-4 bottom-20 z-50 mx-auto flex max-w-md flex-wrap items-center gap-3 rounded-lg border bg-card p-4 text-card-foreground shadow-lg md:bottom-4"
    >
      <RefreshCw aria-hidden="true" className="size-5 shrink-0 text-primary" />
      <p className="min-w-0 flex-1 text-sm">{t('pwa:update.available')}</p>
      <div className="flex gap-2">
        {/* Plain buttons: the Button component's Slot would pull the app shell's chunk into the landing page. */}
        <button
          type="button"
          className={buttonVariants({ size: 'sm', variant: 'ghost' })}
          onClick={onDismiss}
        >
          {t('pwa:update.later')}
        </button>
        <button type="button" className={buttonVariants({ size: 'sm' })} onClick={onReload}>
          {t('pwa:update.reload')}
        </button>
      </div>
    </div>
  );
}
