import { startTransition, useEffect, useState } from 'react';

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
