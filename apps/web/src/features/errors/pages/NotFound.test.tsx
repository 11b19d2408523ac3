import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AppProvider } from '@/app/provider';
import { i18n } from '@/i18n';
import { createQueryClient } from '@/lib/query-client';
import { mockFetch, renderApp, signedInUser, signedOutUser } from '@/test/utils';
import NotFound from './NotFound';

describe('NotFound', () => {
  it('is titled 404 Page Not Found and shows the router hint', async () => {
    render(
      <AppProvider queryClient={createQueryClient()} i18n={i18n}>
        <MemoryRouter>
          <NotFound />
        </MemoryRouter>
      </AppProvider>,
    );
    expect(screen.getByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeInTheDocument();
    expect(screen.getByText('Did you forget to add the page to the router?')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
    await waitFor(() => expect(document.title).toBe('Page Not Found | Stride'));
  });

  it('is the fallback for unknown paths, signed out and signed in', async () => {
    mockFetch({ 'GET /api/auth/user': signedOutUser });
    const first = renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { name: '404 Page Not Found' })).toBeInTheDocument();
    first.unmount();

    mockFetch({ 'GET /api/auth/user': signedInUser });
    renderApp('/create-visual/extra');
    expect(await screen.findByRole('heading', { name: '404 Page Not Found' })).toBeInTheDocument();
  });
});
