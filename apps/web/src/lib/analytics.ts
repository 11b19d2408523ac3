/**
 * Page-view reports (SPEC section 1). Always first-party: path, referrer and language only, sent
 * without cookies (credentials: 'omit') and fire-and-forget: a lost report must never disturb the page.
 *
 * Optionally also Google Analytics 4, when the server is configured with ANALYTICS_ID (it arrives as
 * `analyticsId` from /api/client-config; main.tsx passes it to configureExternalAnalytics). gtag.js is
 * then loaded once the page has loaded and the browser is idle, with IP anonymisation, no Google
 * signals and no ad personalisation, and page views are sent to it by hand on each route change.
 * Without an ID nothing external is ever requested (and the server's CSP would block it anyway).
 */
let lastPath: string | undefined;
let measurementId: string | undefined;

/** Same rule as the server's config check: a GA4 measurement ID. */
const GA4_ID = /^G-[A-Z0-9]{4,20}$/;

type Gtag = (...args: unknown[]) => void;
interface GtagWindow {
  dataLayer?: unknown[];
  gtag?: Gtag;
}

/** Automated browsers (tests, audits) are not visitors; the server also drops bot user agents. */
const isAutomated = () => navigator.webdriver && !import.meta.env.DEV;

export function reportPageView(path: string, language: string): void {
  // StrictMode and re-renders can call this twice for one navigation.
  if (path === lastPath) return;
  const referrer = lastPath === undefined ? document.referrer : `${location.origin}${lastPath}`;
  lastPath = path;
  if (isAutomated()) return;
  void fetch('/api/analytics/pageview', {
    method: 'POST',
    credentials: 'omit',
    keepalive: true,
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ path, referrer: referrer || undefined, language }),
  }).catch(() => {});
  sendExternalPageView(path, language);
}

/**
 * Turns on Google Analytics 4 for this visit when `id` is a GA4 measurement ID; does nothing for null,
 * undefined or anything else. Call before the first reportPageView (a view reported earlier is sent
 * once configured). The `gtag` queue works at once; the script itself loads after the page.
 */
export function configureExternalAnalytics(id: string | null | undefined): void {
  if (!id || !GA4_ID.test(id) || measurementId || isAutomated()) return;
  measurementId = id;
  const w = window as unknown as GtagWindow;
  w.dataLayer = w.dataLayer ?? [];
  // Google's snippet, as a function: gtag.js only reads the `arguments` objects it pushes.
  w.gtag = function gtag() {
    // oxlint-disable-next-line prefer-rest-params
    w.dataLayer!.push(arguments);
  };
  w.gtag('js', new Date());
  w.gtag('config', id, {
    send_page_view: false, // sent by hand on each route change, path only
    anonymize_ip: true,
    allow_google_signals: false,
    allow_ad_personalization_signals: false,
  });
  whenPageIsIdle(() => {
    const script = document.createElement('script');
    script.async = true;
    script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id)}`;
    document.head.append(script);
  });
  if (lastPath !== undefined) sendExternalPageView(lastPath, document.documentElement.lang);
}

function sendExternalPageView(path: string, language: string): void {
  const { gtag } = window as unknown as GtagWindow;
  if (!measurementId || !gtag) return;
  gtag('event', 'page_view', {
    page_location: `${location.origin}${path}`,
    page_path: path,
    language,
  });
}

/** After the load event and first paint, when the main thread is free: never competes with the page. */
function whenPageIsIdle(run: () => void): void {
  const idle = () =>
    typeof requestIdleCallback === 'function'
      ? requestIdleCallback(run, { timeout: 5000 })
      : setTimeout(run, 1);
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}
