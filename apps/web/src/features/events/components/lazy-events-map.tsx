import { lazy, Suspense, useEffect, useState } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import { useNearViewport } from '@/hooks/use-near-viewport';
import type { EventsMapProps } from './events-map';

const EventsMap = lazy(() => import('./events-map'));

/** Until the first page load's idle moment has passed; later maps (another page, a toggle) show at once. */
let pageLoadPending = true;

/** Resolves once the page has loaded and the browser has a moment to spare (at most 2 s after load). */
function afterPageLoad(): Promise<void> {
  const idle = () =>
    new Promise<void>((resolve) => {
      if (typeof requestIdleCallback === 'function') requestIdleCallback(() => resolve(), { timeout: 2000 });
      else setTimeout(resolve, 200);
    });
  if (document.readyState === 'complete') return idle();
  return new Promise<void>((resolve) =>
    window.addEventListener('load', () => void idle().then(resolve), { once: true }),
  );
}

/**
 * The map and Leaflet load only when a map is first shown, and never before the page itself has loaded:
 * Leaflet is the largest library, so it must not compete with the page's first paint (issue 30). With
 * `deferUntilVisible` they also wait until the placeholder comes into view: on a phone the event page's
 * and the home page's maps sit below the fold.
 */
export function LazyEventsMap({
  deferUntilVisible = false,
  ...props
}: EventsMapProps & { deferUntilVisible?: boolean }) {
  const [loaded, setLoaded] = useState(() => document.readyState === 'complete' && !pageLoadPending);
  const [placeholderRef, visible] = useNearViewport<HTMLDivElement>(deferUntilVisible);
  useEffect(() => {
    if (loaded) return;
    let live = true;
    void afterPageLoad().then(() => {
      pageLoadPending = false;
      if (live) setLoaded(true);
    });
    return () => {
      live = false;
    };
  }, [loaded]);
  const className = props.className ?? 'h-80 w-full rounded-lg';
  if (!visible || !loaded) return <Skeleton ref={placeholderRef} className={className} />;
  return (
    <Suspense fallback={<Skeleton className={className} />}>
      <EventsMap {...props} />
    </Suspense>
  );
}
