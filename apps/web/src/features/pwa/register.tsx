import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { registerSW } from 'virtual:pwa-register';
import { i18n } from '@/i18n';
import { UpdatePrompt } from './components/update-prompt';

/**
 * Registers the service worker (src/sw/). When a new version is installed and waiting, a translated
 * prompt offers to reload into it; until then the running version keeps serving, so nothing changes
 * under a runner mid-form. Loaded after the page, in its own chunk (the landing page's budget).
 */
export function registerServiceWorker(): void {
  let shown = false;
  const updateSW = registerSW({
    immediate: true,
    onNeedRefresh() {
      if (shown) return;
      shown = true;
      const host = document.createElement('div');
      document.body.append(host);
      const root = createRoot(host);
      const dismiss = () => {
        root.unmount();
        host.remove();
      };
      root.render(
        <I18nextProvider i18n={i18n}>
          <UpdatePrompt onReload={() => void updateSW(true)} onDismiss={dismiss} />
        </I18nextProvider>,
      );
    },
  });
}
