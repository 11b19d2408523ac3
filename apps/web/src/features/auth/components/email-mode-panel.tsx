import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { EmailAuthForm, type EmailMode } from './email-auth-form';

/**
 * /auth once an e-mail mode is chosen: a way back to the three choices, then the form. Its own chunk
 * (with react-hook-form, zod and the contracts' schemas), so /auth first paints without any of it.
 */
export function EmailModePanel({
  mode,
  onModeChange,
  onBack,
}: {
  mode: EmailMode;
  onModeChange: (mode: EmailMode) => void;
  onBack: () => void;
}) {
  const { t } = useTranslation('auth');
  return (
    <>
      <Button type="button" variant="ghost" size="sm" onClick={onBack}>
        <ArrowLeft /> {t('auth:choices.back')}
      </Button>
      <EmailAuthForm mode={mode} onModeChange={onModeChange} />
    </>
  );
}
