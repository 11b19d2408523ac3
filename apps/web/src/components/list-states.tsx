import { LIMITS } from '@stride/contracts';
import { RefreshCw, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/utils';

/*
 * The one loading / empty / error pattern for lists (issue 15): the same number of skeleton rows
 * (SPEC: 3, LIMITS.skeletonRows), aria-busy with a spoken status while loading, an empty state that leads
 * somewhere, and an error with a retry. Features pass their own words; the shape is shared.
 */

export function ListLoading({ label, rowClassName }: { label: string; rowClassName?: string }) {
  return (
    <div aria-busy="true" className="space-y-3" data-testid="list-loading">
      <p role="status" className="sr-only">
        {label}
      </p>
      {Array.from({ length: LIMITS.skeletonRows }, (_, row) => (
        <Skeleton key={row} className={cn('h-24 w-full rounded-lg', rowClassName)} />
      ))}
    </div>
  );
}

export function ListEmpty({
  icon,
  title,
  description,
  action,
}: {
  icon?: ReactNode;
  title: string;
  description?: string;
  /** Where to go from here, e.g. a link to find runs: an empty state never ends the road. */
  action?: ReactNode;
}) {
  return (
    <section className="flex flex-col items-center rounded-lg border border-dashed px-6 py-12 text-center">
      {icon && (
        <span
          aria-hidden="true"
          className="mb-4 flex size-14 items-center justify-center rounded-full bg-accent text-accent-foreground"
        >
          {icon}
        </span>
      )}
      <h2 className="text-xl font-semibold">{title}</h2>
      {description && <p className="mt-2 max-w-md text-muted-foreground">{description}</p>}
      {action && <div className="mt-6">{action}</div>}
    </section>
  );
}

export function ListError({
  title,
  description,
  onRetry,
  retrying = false,
}: {
  title: string;
  description?: string;
  onRetry?: () => void;
  retrying?: boolean;
}) {
  const { t } = useTranslation('common');
  return (
    <section
      role="alert"
      className="flex flex-col items-center rounded-lg border border-destructive/40 px-6 py-12 text-center"
    >
      <TriangleAlert aria-hidden="true" className="mb-3 size-8 text-destructive" />
      <h2 className="text-lg font-semibold">{title}</h2>
      {description && <p className="mt-1 text-muted-foreground">{description}</p>}
      {onRetry && (
        <Button variant="outline" className="mt-5" onClick={onRetry} disabled={retrying}>
          <RefreshCw aria-hidden="true" className={cn(retrying && 'motion-safe:animate-spin')} />
          {t('common:actions.retry')}
        </Button>
      )}
    </section>
  );
}

/** What ListStates reads of a list's query (a TanStack Query result has it). */
export interface ListQuery {
  isLoading: boolean;
  isError: boolean;
  isFetching: boolean;
  refetch: () => unknown;
}

/** A list query's loading and error states (the error with a retry), or the list itself once loaded. */
export function ListStates({
  query,
  errorTitle,
  children,
}: {
  query: ListQuery;
  errorTitle: string;
  children: ReactNode;
}) {
  const { t } = useTranslation('common');
  if (query.isLoading) return <ListLoading label={t('common:loading.page')} />;
  if (query.isError)
    return <ListError title={errorTitle} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  return children;
}
