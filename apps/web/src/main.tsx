import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProvider } from '@/app/provider';
import { createAppRouter } from '@/app/router';
import { i18n, i18nReady } from '@/i18n';
import { followSystemColorScheme } from '@/lib/color-scheme';
import { queryClient } from '@/lib/query-client';
import './index.css';

followSystemColorScheme();

// Creating the router starts the first navigation, whose root loader requests the auth state; that
// request runs while the translations for the detected language download.
const router = createAppRouter(queryClient);

const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain <div id="root">');

// Render once the common translations are in, so no screen ever shows raw keys.
void i18nReady.then(() => {
  createRoot(container).render(
    <StrictMode>
      <AppProvider queryClient={queryClient} i18n={i18n}>
        <RouterProvider router={router} />
      </AppProvider>
    </StrictMode>,
  );
});
