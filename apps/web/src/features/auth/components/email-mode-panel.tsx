import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import type { AuthMode } from '../lib/auth-mode';
import { CheckEmailPanel } from './check-email-panel';
import { ForgotPasswordForm } from './forgot-password-form';
import { LoginForm } from './login-form';
import { RegisterForm } from './register-form';

/**
 * /auth once an e-mail mode is chosen: a way back to the three choices, the mode's form, and the links
 * between modes (SPEC section 4: sign in ↔ sign up, sign in ↔ forgot). Its own chunk (with
 * react-hook-form, zod and the contracts' schemas), so /auth first paints without any of it.
 */
export function EmailModePanel({
  mode,
  returnTo,
  email,
  onModeChange,
  onRegistered,
  onBack,
}: {
  mode: Exclude<AuthMode, 'choose'>;
  /** Where the runner goes once signed in; a new account's verification link brings them back to it. */
  returnTo: string;
  /** The address a new account's link went to (check-email mode). */
  email: string | undefined;
  onModeChange: (mode: AuthMode) => void;
  onRegistered: (email: string) => void;
  onBack: () => void;
}) {
  const { t } = useTranslation('auth');
  return (
    <>
      {mode !== 'check-email' && (
        <Button type="button" variant="ghost" size="sm" onClick={onBack}>
          <ArrowLeft /> {t('auth:choices.back')}
        </Button>
      )}
      <div className="space-y-4">
        {mode === 'login' && <LoginForm returnTo={returnTo} onForgot={() => onModeChange('forgot')} />}
        {mode === 'register' && <RegisterForm returnTo={returnTo} onRegistered={onRegistered} />}
        {mode === 'forgot' && <ForgotPasswordForm />}
        {mode === 'check-email' &&
          (email ? (
            <CheckEmailPanel email={email} returnTo={returnTo} onSignIn={() => onModeChange('login')} />
          ) : (
            <RegisterForm returnTo={returnTo} onRegistered={onRegistered} />
          ))}
        {mode !== 'check-email' && (
          <div className="flex flex-col items-center gap-1 text-sm">
            {mode === 'login' ? (
              <Button type="button" variant="link" onClick={() => onModeChange('register')}>
                {t('auth:email.toRegister')}
              </Button>
            ) : (
              <Button type="button" variant="link" onClick={() => onModeChange('login')}>
                {t('auth:email.toLogin')}
              </Button>
            )}
          </div>
        )}
      </div>
    </>
  );
}
