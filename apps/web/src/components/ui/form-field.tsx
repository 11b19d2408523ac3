import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';
import { Label } from './label';

/**
 * A labelled control with its hint and (already translated) error below it; the control ties them to
 * itself with `describedBy(id, error, hint)`.
 */
export function FormField({
  id,
  label,
  error,
  hint,
  children,
}: {
  id: string;
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>{label}</Label>
      {children}
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
      <FieldErrorText id={id} error={error} />
    </div>
  );
}

/** A control's or a group's error (already translated), as `<id>-error` for its aria-describedby. */
export function FieldErrorText({
  id,
  error,
  className,
}: {
  id: string;
  error?: string | undefined;
  className?: string;
}) {
  return error ? (
    <p id={`${id}-error`} className={cn('text-sm text-destructive', className)}>
      {error}
    </p>
  ) : null;
}

/** aria props for a control with an optional error and hint. */
export function describedBy(id: string, error?: string, hint?: boolean) {
  const ids = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ');
  return { 'aria-invalid': error ? true : undefined, 'aria-describedby': ids || undefined };
}

/** The look of a native select or textarea next to an Input. */
export const controlClass = cn(
  'flex h-10 w-full rounded-md border border-input bg-background px-3 py-2 text-base md:text-sm',
  'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring aria-invalid:border-destructive',
);

/**
 * Brings the first invalid field (in page order) into view and focus, once its error has rendered: a
 * marked input or group, or the input a FormField error message (`<id>-error`) belongs to.
 */
export function focusFirstInvalid(form: HTMLFormElement | null) {
  requestAnimationFrame(() => {
    const first = form?.querySelector<HTMLElement>(
      '[aria-invalid="true"], [data-invalid="true"], [id$="-error"]',
    );
    const target = first?.id.endsWith('-error')
      ? (document.getElementById(first.id.slice(0, -'-error'.length)) ?? first)
      : first;
    if (!target) return;
    target.scrollIntoView({ block: 'center' });
    target.focus({ preventScroll: true });
  });
}
