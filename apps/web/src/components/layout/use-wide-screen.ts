import { useSyncExternalStore } from 'react';

/** Tailwind's `md` breakpoint: from here the header shows its dropdowns, bell and avatar menu. */
const WIDE_QUERY = '(min-width: 48rem)';

const query = () => (typeof window.matchMedia === 'function' ? window.matchMedia(WIDE_QUERY) : undefined);

function subscribe(onChange: () => void): () => void {
  const list = query();
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
}

/**
 * Whether the screen is at least `md` wide (true where it cannot be known). The header's signed-in
 * dropdowns are hidden below it, so a phone need not download them (issue 30).
 */
export function useWideScreen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => query()?.matches ?? true,
    () => true,
  );
}
