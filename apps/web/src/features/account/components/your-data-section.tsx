import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { DialogFooter } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { TitledDialog } from '@/components/ui/titled-dialog';
import { ApiRequestError } from '@/lib/api-client';
import { useDeleteAccount } from '../api/delete-account';
import { useExportAccount } from '../api/export-account';

/**
 * 'Your data' on /profile: download everything Stride holds, or delete the account. Runners with a
 * password confirm with it; runners who sign in with Google or Strava are asked to sign in again first.
 */
export function YourDataSection({ hasPassword }: { hasPassword: boolean }) {
  const { t } = useTranslation('account');
  const exporting = useExportAccount();
  return (
    <section aria-labelledby="your-data" className="space-y-3 rounded-lg border p-4">
      <h2 id="your-data" className="text-lg font-semibold">
        {t('account:title')}
      </h2>
      <p className="text-sm text-muted-foreground">{t('account:intro')}</p>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" onClick={() => exporting.mutate()} disabled={exporting.isPending}>
          {exporting.isPending ? t('account:exporting') : t('account:export')}
        </Button>
        <DeleteAccountDialog hasPassword={hasPassword} />
      </div>
      {exporting.isError && (
        <p role="alert" className="text-sm text-destructive">
          {t('account:exportFailed')}
        </p>
      )}
    </section>
  );
}

function DeleteAccountDialog({ hasPassword }: { hasPassword: boolean }) {
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
      onOpenChange={() => deleting.reset()}
      trigger={<Button variant="destructive">{t('account:delete')}</Button>}
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
