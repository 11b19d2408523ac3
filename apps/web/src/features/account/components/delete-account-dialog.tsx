import { useState, type FormEvent, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { DialogFooter } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { TitledDialog } from '@/components/ui/titled-dialog';
import { ApiRequestError } from '@/lib/api-client';
import { useDeleteAccount } from '../api/delete-account';

/**
 * 'Delete your account?': runners with a password confirm with it; runners who sign in with Google or
 * Strava are asked to sign in again first. Loaded when first opened (YourDataSection), so the section
 * owns the button that opens it, and focus goes back to that button when it closes.
 */
export function DeleteAccountDialog({
  hasPassword,
  open,
  onOpenChange,
  opener,
}: {
  hasPassword: boolean;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  opener: RefObject<HTMLButtonElement | null>;
}) {
  const { t } = useTranslation('account');
  const [password, setPassword] = useState('');
  const deleting = useDeleteAccount();
  const error = deleting.error instanceof ApiRequestError ? deleting.error.apiError : undefined;
  const problem =
    error?.error === 'reauthentication_required'
      ? t('account:signInAgain')
      : error?.error === 'validation_error'
        ? t(password ? 'account:passwordWrong' : 'account:passwordRequired')
        : deleting.isError
          ? t('account:deleteFailed')
          : undefined;

  function submit(e: FormEvent) {
    e.preventDefault();
    deleting.mutate(hasPassword ? { password } : {});
  }

  return (
    <TitledDialog
      open={open}
      onOpenChange={(next) => {
        deleting.reset();
        onOpenChange(next);
      }}
      content={{
        onCloseAutoFocus: (e) => {
          e.preventDefault();
          opener.current?.focus();
        },
      }}
      title={t('account:confirmTitle')}
      description={t('account:confirmText')}
    >
      <form onSubmit={submit} className="space-y-4">
        {hasPassword ? (
          <div className="space-y-1">
            <Label htmlFor="delete-password">{t('account:password')}</Label>
            <Input
              id="delete-password"
              type="password"
              autoComplete="current-password"
              value={password}
              aria-invalid={problem ? true : undefined}
              aria-describedby={problem ? 'delete-problem' : undefined}
              onChange={(e) => setPassword(e.target.value)}
            />
          </div>
        ) : (
          <p className="text-sm">{t('account:oauthHint')}</p>
        )}
        {problem && (
          <p id="delete-problem" role="alert" className="text-sm text-destructive">
            {problem}
          </p>
        )}
        <DialogFooter>
          <Button type="submit" variant="destructive" disabled={deleting.isPending}>
            {deleting.isPending ? t('account:deleting') : t('account:confirm')}
          </Button>
        </DialogFooter>
      </form>
    </TitledDialog>
  );
}
