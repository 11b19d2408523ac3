import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

type Analytics = typeof import('./analytics');
type GtagWindow = Window & { dataLayer?: IArguments[]; gtag?: unknown };

/** A fresh copy of the module: it keeps the last path and the measurement ID per page load. */
async function load(): Promise<Analytics> {
  vi.resetModules();
  return import('./analytics');
}

const gaScripts = () =>
  [...document.querySelectorAll('script')].filter((s) => s.src.includes('googletagmanager.com'));
/** The dataLayer as plain arrays (gtag pushes `arguments` objects). */
const dataLayer = () => ((window as GtagWindow).dataLayer ?? []).map((args) => [...args]);

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  fetchMock = vi.fn(() => Promise.resolve(new Response(null, { status: 204 })));
  vi.stubGlobal('fetch', fetchMock);
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
  for (const script of gaScripts()) script.remove();
  delete (window as GtagWindow).dataLayer;
  delete (window as GtagWindow).gtag;
});

describe('first-party page views', () => {
  it('reports each route once, with the previous page as referrer and no cookies', async () => {
    const { reportPageView } = await load();
    reportPageView('/about', 'en');
    reportPageView('/about', 'en');
    reportPageView('/faqs', 'fr');
    expect(fetchMock).toHaveBeenCalledTimes(2);
    const [url, init] = fetchMock.mock.calls[1] as [string, RequestInit];
    expect(url).toBe('/api/analytics/pageview');
    expect(init.credentials).toBe('omit');
    expect(JSON.parse(String(init.body))).toEqual({
      path: '/faqs',
      referrer: `${location.origin}/about`,
      language: 'fr',
    });
  });
});

describe('Google Analytics 4 (ANALYTICS_ID)', () => {
  it('makes no external request and defines no gtag when no ID is configured', async () => {
    const { configureExternalAnalytics, reportPageView } = await load();
    configureExternalAnalytics(null);
    configureExternalAnalytics(undefined);
    reportPageView('/', 'en');
    await vi.runAllTimersAsync();
    expect(gaScripts()).toHaveLength(0);
    expect((window as GtagWindow).gtag).toBeUndefined();
    expect((window as GtagWindow).dataLayer).toBeUndefined();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/analytics/pageview');
  });

  it('ignores anything that is not a GA4 measurement ID', async () => {
    const { configureExternalAnalytics } = await load();
    configureExternalAnalytics('UA-1234-1');
    configureExternalAnalytics('G-x"><script>');
    await vi.runAllTimersAsync();
    expect(gaScripts()).toHaveLength(0);
    expect((window as GtagWindow).gtag).toBeUndefined();
  });

  it('loads gtag.js after the page, anonymised and without ad features, and sends a view per route', async () => {
    const { configureExternalAnalytics, reportPageView } = await load();
    configureExternalAnalytics('G-TEST12345');
    // Nothing is fetched while the page is still starting.
    expect(gaScripts()).toHaveLength(0);
    reportPageView('/', 'en');
    reportPageView('/events/7', 'fr');
    await vi.runAllTimersAsync();

    const scripts = gaScripts();
    expect(scripts).toHaveLength(1);
    expect(scripts[0]!.src).toBe('https://www.googletagmanager.com/gtag/js?id=G-TEST12345');
    expect(scripts[0]!.async).toBe(true);

    const calls = dataLayer();
    expect(calls[0]?.[0]).toBe('js');
    expect(calls[1]).toEqual([
      'config',
      'G-TEST12345',
      {
        send_page_view: false,
        anonymize_ip: true,
        allow_google_signals: false,
        allow_ad_personalization_signals: false,
      },
    ]);
    expect(calls.slice(2)).toEqual([
      ['event', 'page_view', { page_location: `${location.origin}/`, page_path: '/', language: 'en' }],
      [
        'event',
        'page_view',
        { page_location: `${location.origin}/events/7`, page_path: '/events/7', language: 'fr' },
      ],
    ]);
    // The first-party report still goes out for every view.
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('sends a view reported before it was configured, and configures only once', async () => {
    const { configureExternalAnalytics, reportPageView } = await load();
    document.documentElement.lang = 'de';
    reportPageView('/about', 'de');
    configureExternalAnalytics('G-TEST12345');
    configureExternalAnalytics('G-OTHER9999');
    await vi.runAllTimersAsync();
    expect(gaScripts()).toHaveLength(1);
    expect(dataLayer().filter((call) => call[0] === 'config')).toHaveLength(1);
    expect(dataLayer().at(-1)).toEqual([
      'event',
      'page_view',
      { page_location: `${location.origin}/about`, page_path: '/about', language: 'de' },
    ]);
  });
});
