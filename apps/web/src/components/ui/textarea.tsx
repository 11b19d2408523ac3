import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';
import { controlClass } from './form-field';

/** A multi-line text field that looks like an Input; grows from `min-h-20` unless told otherwise. */
export function Textarea({ className, ...props }: ComponentProps<'textarea'>) {
  return (
    <textarea data-slot="textarea" className={cn(controlClass, 'h-auto min-h-20', className)} {...props} />
  );
}
