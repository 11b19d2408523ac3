import { startTransition, useEffect, useState, type ReactNode } from 'react';
import { useNearViewport } from '@/hooks/use-near-viewport';

// min-w-0: a grid item may shrink below its table's width, which then scrolls inside it on a phone.
export function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className="min-w-0 scroll-mt-20 rounded-xl border bg-card p-4"
    >
      <h2 id={`${id}-title`} className="mb-3 text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

/**
 * A section below a phone's first screen (issue 30: rendering the whole dashboard at once was a long
 * task on a phone). Its heading is there at once, so the page's outline and in-page links work; its
 * body renders when it comes within a screen of the view, or when `ready` (useIdleTurns: soon after
 * the page's first render, one section at a time), whichever comes first, so keyboard and screen reader
 * users find everything too. Until then the body's room is kept (`reserve`), so nothing on screen moves.
 */
export function LaterSection({
  id,
  title,
  ready,
  reserve,
  children,
}: {
  id: string;
  title: string;
  ready: boolean;
  /** Roughly the body's height on a phone (a Tailwind min-height class). */
  reserve: string;
  children: ReactNode;
}) {
  const [ref, near] = useNearViewport<HTMLDivElement>(!ready, '100% 0px');
  return (
    <Section id={id} title={title}>
      {ready || near ? children : <div ref={ref} aria-busy="true" className={reserve} />}
    </Section>
  );
}

/**
 * Runs `run` when the browser is next idle; at once in a tab that is not shown (nothing there competes
 * for the runner's attention, and a hidden tab's idle callbacks and timers are throttled to seconds).
 */
const whenIdle = (run: () => void) => {
  if (document.visibilityState === 'hidden') {
    let cancelled = false;
    void Promise.resolve().then(() => !cancelled && run());
    return () => {
      cancelled = true;
    };
  }
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(run, { timeout: 1000 });
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(run, 50);
  return () => clearTimeout(handle);
};

/**
 * How many of `count` later sections may render: one more each time the browser is idle after the
 * last one was put on screen, as a transition (React renders it in slices), so none of them is one long
 * task. All at once when `eager` (the address points into the page, which must not move under it).
 */
export function useIdleTurns(count: number, eager = false) {
  const [turns, setTurns] = useState(0);
  useEffect(() => {
    if (!eager && turns < count) return whenIdle(() => startTransition(() => setTurns((n) => n + 1)));
  }, [turns, count, eager]);
  return eager ? count : turns;
}
