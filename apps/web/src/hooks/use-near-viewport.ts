import { useEffect, useLayoutEffect, useRef, useState } from 'react';

/**
 * Whether the element behind the returned ref has come into view (it stays true from then on). Heavy
 * parts below the fold on a phone, a map or a chart, wait for it, so a page's first load does not pay
 * for what the runner has not scrolled to (issue 30). True at once where `enabled` is false or the
 * browser cannot observe. `rootMargin` widens the view, to start before the element is on screen.
 */
export function useNearViewport<T extends Element>(enabled = true, rootMargin = '0px') {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(!enabled || typeof IntersectionObserver === 'undefined');
  // Already on screen when first laid out (a wide screen shows more of the page): in before the first
  // paint, so what stands in for it never shows and nothing below it moves.
  useLayoutEffect(() => {
    const box = ref.current?.getBoundingClientRect();
    if (box && box.top < window.innerHeight && box.bottom > 0) setNear(true);
  }, []);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, rootMargin]);
  return [ref, near] as const;
}
