/**
 * Registers the service worker (src/sw/). Kept tiny and free of React (the prompt is its own chunk,
 * loaded only when needed). When a new version
 * has installed and waits, the translated prompt (its own chunk) offers to switch; until then the
 * running version keeps serving, so nothing changes under a runner mid-form.
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  let accepted = false;
  const offer = (waiting: ServiceWorker) =>
    void import('./update-prompt-root').then(({ showUpdatePrompt }) =>
      showUpdatePrompt(() => {
        accepted = true;
        waiting.postMessage({ type: 'SKIP_WAITING' });
      }),
    );
  // The new worker took over because the runner said so: load the page again from it.
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    if (accepted) window.location.reload();
  });
  navigator.serviceWorker
    .register('/sw.js', { scope: '/' })
    .then((registration) => {
      if (registration.waiting && navigator.serviceWorker.controller) offer(registration.waiting);
      registration.addEventListener('updatefound', () => {
        const installing = registration.installing;
        installing?.addEventListener('statechange', () => {
          // With no controller this is the first install, not an update.
          if (installing.state === 'installed' && navigator.serviceWorker.controller) offer(installing);
        });
      });
    })
    .catch(() => {
      // No service worker (private mode, old browser): Stride works online as before.
    });
}
