import type { ClientConfig } from '@stride/contracts';
import { createRoot } from 'react-dom/client';
import { LightApp } from '@/app/light-app';
import { LIGHT_PAGES } from '@/app/light-pages';
import { Landing } from '@/features/landing';
import { currentLanguage, i18n, i18nReady } from '@/i18n';
import { configureExternalAnalytics, reportPageView } from '@/lib/analytics';
import { getClientConfig } from '@/lib/client-config';
import { followSystemColorScheme } from '@/lib/color-scheme';
import './index.css';

/*
 * Two entries in one: a signed-out visitor on `/` gets the landing page built from React and i18next
 * only, and on the static pages of LIGHT_PAGES (about, FAQs, privacy, terms) that page; everything else
 * (and a signed-in runner anywhere) loads the full app with React Router and TanStack Query as a
 * separate chunk. This keeps those pages' JavaScript under their 120 KB budget; see
 * docs/decisions/0006-light-landing-entry.md.
 */
followSystemColorScheme();

const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain <div id="root">');
const root = createRoot(container);

/** null: known to be signed out, so the app starts without asking /api/auth/user. */
const knownUser = (config: ClientConfig | undefined) => (config && !config.signedIn ? null : undefined);

async function boot(): Promise<void> {
  const configRequest = getClientConfig();
  // The first date format builds the browser's date tables (about 20 ms on a laptop, four times that on a
  // phone). Done now, in its own task while the page's chunks download, rather than inside the first
  // render, where it would lengthen the longest task (issue 30). Later formats take a fraction of that.
  setTimeout(() => new Intl.DateTimeFormat().format(0));
  // '/about/' is '/about' to the router too.
  const pathname = window.location.pathname.replace(/(.)\/$/, '$1');
  const light = pathname === '/' ? { Page: Landing, namespace: 'landing' } : LIGHT_PAGES[pathname];
  if (light) {
    // Session hint, translations and the page's namespace download in parallel.
    const [config] = await Promise.all([
      configRequest,
      i18nReady.then(() => i18n.loadNamespaces(light.namespace)),
    ]);
    configureExternalAnalytics(config?.analyticsId);
    if (config && !config.signedIn) {
      root.render(
        <LightApp>
          <light.Page />
        </LightApp>,
      );
      reportPageView(pathname, currentLanguage(i18n));
      return;
    }
    const { startApp } = await import('@/app/main-app');
    startApp(root, knownUser(config));
    return;
  }
  // Render once the common translations are in, so no screen ever shows raw keys.
  const [{ startApp }, config] = await Promise.all([import('@/app/main-app'), configRequest, i18nReady]);
  configureExternalAnalytics(config?.analyticsId);
  startApp(root, knownUser(config));
}

void boot();
