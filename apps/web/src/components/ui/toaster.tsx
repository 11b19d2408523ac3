import { UI_TIMINGS } from '@stride/contracts';
import { useTranslation } from 'react-i18next';
import { Toast, ToastClose, ToastDescription, ToastProvider, ToastTitle, ToastViewport } from './toast';
import { dismissToast, useToast } from './use-toast';

/** Renders the toasts raised with toast(); mount once near the app root. */
export function Toaster() {
  const { t } = useTranslation('common');
  const { toasts } = useToast();
  return (
    <ToastProvider duration={UI_TIMINGS.toastDurationMs} label={t('common:toast.label')}>
      {toasts.map(({ id, title, description, variant, duration, open }) => (
        <Toast
          key={id}
          open={open}
          variant={variant}
          duration={duration}
          onOpenChange={(next) => {
            if (!next) dismissToast(id);
          }}
        >
          <div className="grid gap-1">
            {title && <ToastTitle>{title}</ToastTitle>}
            {description && <ToastDescription>{description}</ToastDescription>}
          </div>
          <ToastClose label={t('common:actions.close')} />
        </Toast>
      ))}
      {/* Radix replaces {hotkey} with the shortcut (F8) that moves focus to the toasts. */}
      <ToastViewport label={t('common:toast.viewportLabel')} />
    </ToastProvider>
  );
}
