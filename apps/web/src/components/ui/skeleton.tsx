import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';

/** A grey placeholder block. Decorative: the surrounding region should carry aria-busy and a label. */
export function Skeleton({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      data-slot="skeleton"
      aria-hidden="true"
      className={cn('animate-pulse rounded-md bg-muted', className)}
      {...props}
    />
  );
}
