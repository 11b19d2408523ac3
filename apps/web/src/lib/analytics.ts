/**
 * First-party page-view report (SPEC section 1): path, referrer and language only. Sent without
 * cookies (credentials: 'omit') and fire-and-forget: a lost report must never disturb the page.
 */
let lastPath: string | undefined;

export function reportPageView(path: string, language: string): void {
  // StrictMode and re-renders can call this twice for one navigation.
  if (path === lastPath) return;
  const referrer = lastPath === undefined ? document.referrer : `${location.origin}${lastPath}`;
  lastPath = path;
  if (navigator.webdriver && !import.meta.env.DEV) {
    // Automated browsers (tests, audits) are not visitors; the server also drops bot user agents.
    return;
  }
  void fetch('/api/analytics/pageview', {
    method: 'POST',
    credentials: 'omit',
    keepalive: true,
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ path, referrer: referrer || undefined, language }),
  }).catch(() => {});
}
