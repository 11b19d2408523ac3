import { useTranslation } from 'react-i18next';

/** Shown inside the layout while a page's code or translations download. */
export function PageLoading() {
  const { t } = useTranslation('common');
  return (
    <div role="status" className="flex min-h-[50vh] items-center justify-center">
      <span
        aria-hidden="true"
        className="size-8 rounded-full border-4 border-muted border-t-primary motion-safe:animate-spin-slow"
      />
      <span className="sr-only">{t('common:loading.page')}</span>
    </div>
  );
}
