import { Suspense, lazy, useState } from 'react';
import { useToast } from './use-toast';

const Toaster = lazy(() => import('./toaster').then((module) => ({ default: module.Toaster })));

/**
 * Mounts the Radix toast renderer only once the first toast is raised, so pages that never show a toast
 * (most first visits) do not download it. toast() itself is a few hundred bytes and always available.
 */
export function LazyToaster() {
  const { toasts } = useToast();
  const [needed, setNeeded] = useState(false);
  // Derived during render (React's "adjusting state when a prop changes" pattern); once mounted it stays.
  if (!needed && toasts.length > 0) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
