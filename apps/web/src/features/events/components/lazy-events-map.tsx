import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import type { EventsMapProps } from './events-map';

const EventsMap = lazy(() => import('./events-map'));

/**
 * The map and Leaflet load only when a map is first shown. With `deferUntilVisible` they wait until
 * the placeholder nears the viewport: on a phone the event page's map sits below the fold, and
 * Leaflet plus its tiles should not compete with the page's first paint.
 */
export function LazyEventsMap({
  deferUntilVisible = false,
  ...props
}: EventsMapProps & { deferUntilVisible?: boolean }) {
  const [visible, setVisible] = useState(!deferUntilVisible || typeof IntersectionObserver === 'undefined');
  const placeholderRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const placeholder = placeholderRef.current;
    if (visible || !placeholder) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setVisible(true);
      },
      { rootMargin: '0px' },
    );
    observer.observe(placeholder);
    return () => observer.disconnect();
  }, [visible]);
  const className = props.className ?? 'h-80 w-full rounded-lg';
  if (!visible) return <Skeleton ref={placeholderRef} className={className} />;
  return (
    <Suspense fallback={<Skeleton className={className} />}>
      <EventsMap {...props} />
    </Suspense>
  );
}
