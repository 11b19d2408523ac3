import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Later } from '@/components/later';
import { Button } from '@/components/ui/button';
import { useExportAccount } from '../api/export-account';

// The confirmation (and the dialog's code) loads when the runner first points at or opens it (issue 30).
const loadDeleteDialog = () => import('./delete-account-dialog');
const DeleteAccountDialog = lazy(() => loadDeleteDialog().then((m) => ({ default: m.DeleteAccountDialog })));

/**
 * 'Your data' on /profile: download everything Stride holds, or delete the account. Its body waits
 * until it is near the view or `ready` (Later; ready by default).
 */
export function YourDataSection({ hasPassword, ready = true }: { hasPassword: boolean; ready?: boolean }) {
  const { t } = useTranslation('account');
  return (
    <section aria-labelledby="your-data" className="space-y-3 rounded-lg border p-4">
      <h2 id="your-data" className="text-lg font-semibold">
        {t('account:title')}
      </h2>
      <Later ready={ready} reserve="min-h-28">
        <p className="text-sm text-muted-foreground">{t('account:intro')}</p>
        <YourDataActions hasPassword={hasPassword} />
      </Later>
    </section>
  );
}

function YourDataActions({ hasPassword }: { hasPassword: boolean }) {
  const { t } = useTranslation('account');
  const exporting = useExportAccount();
  // Once opened the dialog stays mounted, so it closes with its animation and keeps what was typed.
  const [deleting, setDeleting] = useState<boolean>();
  const opener = useRef<HTMLButtonElement>(null);
  return (
    <>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" onClick={() => exporting.mutate()} disabled={exporting.isPending}>
          {exporting.isPending ? t('account:exporting') : t('account:export')}
        </Button>
        <Button
          ref={opener}
          variant="destructive"
          aria-haspopup="dialog"
          aria-expanded={deleting ?? false}
          onPointerEnter={() => void loadDeleteDialog()}
          onFocus={() => void loadDeleteDialog()}
          onClick={() => setDeleting(true)}
        >
          {t('account:delete')}
        </Button>
      </div>
      {exporting.isError && (
        <p role="alert" className="text-sm text-destructive">
          {t('account:exportFailed')}
        </p>
      )}
      {deleting !== undefined && (
        <Suspense fallback={null}>
          <DeleteAccountDialog
            hasPassword={hasPassword}
            open={deleting}
            onOpenChange={setDeleting}
            opener={opener}
          />
        </Suspense>
      )}
    </>
  );
}
