import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '@/i18n';
import { UpdatePrompt } from './components/update-prompt';

/** Shows the 'update available' prompt in a root of its own (the landing page has no app shell). */
export function showUpdatePrompt(reload: () => void): void {
  const host = document.createElement('div');
  document.body.append(host);
  const root = createRoot(host);
  const dismiss = () => {
    root.unmount();
    host.remove();
  };
  root.render(
    <I18nextProvider i18n={i18n}>
      <UpdatePrompt onReload={reload} onDismiss={dismiss} />
    </I18nextProvider>,
  );
}
