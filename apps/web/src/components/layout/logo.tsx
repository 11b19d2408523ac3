import { cn } from '@/lib/utils';

/** The Stride mark (a stride line with a footfall). Decorative: the wordmark beside it names the app. */
export function Logo({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" focusable="false" className={cn('size-8', className)}>
      <rect width="32" height="32" rx="8" className="fill-primary" />
      <path
        d="M9 21c3-1 5-3 6.5-6S19 9.5 23 9"
        fill="none"
        strokeWidth="3"
        strokeLinecap="round"
        className="stroke-primary-foreground"
      />
      <circle cx="10" cy="22" r="2.5" className="fill-primary-foreground" />
    </svg>
  );
}
