import type { ReactNode } from 'react';
import { useNearViewport } from '@/hooks/use-near-viewport';

/**
 * The body of a section below a phone's first screen (issue 30: rendering a long page at once was a
 * long task on a phone). It renders when it comes within a screen of the view, or when `ready`
 * (useIdleTurns: soon after the page's first render, one section at a time), whichever comes first, so
 * keyboard and screen reader users find everything too. Until then its room is kept (`reserve`), so
 * nothing on screen moves. The section's heading stays outside, there at once for the page's outline
 * and in-page links.
 */
export function Later({
  ready,
  reserve,
  children,
}: {
  ready: boolean;
  /** Roughly the body's height on a phone (a Tailwind min-height class). */
  reserve: string;
  children: ReactNode;
}) {
  const [ref, near] = useNearViewport<HTMLDivElement>(!ready, '100% 0px');
  return ready || near ? children : <div ref={ref} aria-busy="true" className={reserve} />;
}
