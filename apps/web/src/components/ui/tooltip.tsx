import * as TooltipPrimitive from '@radix-ui/react-tooltip';
import { UI_TIMINGS } from '@stride/contracts';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';

/**
 * One provider near the app root: it holds the shared skip-delay timer, so moving from one tooltip to
 * the next opens it without waiting again (SPEC section 9: 700 ms delay, 300 ms skip).
 */
export function TooltipProvider({
  delayDuration = UI_TIMINGS.tooltipDelayMs,
  skipDelayDuration = UI_TIMINGS.tooltipSkipDelayMs,
  ...props
}: ComponentProps<typeof TooltipPrimitive.Provider>) {
  return (
    <TooltipPrimitive.Provider
      delayDuration={delayDuration}
      skipDelayDuration={skipDelayDuration}
      {...props}
    />
  );
}

export const Tooltip = TooltipPrimitive.Root;
export const TooltipTrigger = TooltipPrimitive.Trigger;

export function TooltipContent({
  className,
  sideOffset = 4,
  ...props
}: ComponentProps<typeof TooltipPrimitive.Content>) {
  return (
    <TooltipPrimitive.Portal>
      <TooltipPrimitive.Content
        sideOffset={sideOffset}
        className={cn(
          'z-50 max-w-xs rounded-md bg-foreground px-3 py-1.5 text-xs text-background shadow-md',
          'data-[state=delayed-open]:animate-fade-in data-[state=instant-open]:animate-fade-in',
          className,
        )}
        {...props}
      />
    </TooltipPrimitive.Portal>
  );
}
