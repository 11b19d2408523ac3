import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '@/i18n';
import { jsonResponse, mockFetch, renderApp, signedOutUser } from '@/test/utils';

// Issue 31: forms and the server's answers carry message codes; the runner reads them in their language.
afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
});

function signedOut(extra: Parameters<typeof mockFetch>[0] = {}) {
  return mockFetch({
    'GET /api/auth/user': signedOutUser,
    'GET /api/auth/providers': () => jsonResponse({ strava: false, google: false }),
    ...extra,
  });
}

describe('messages in the reader’s language', () => {
  it('shows the schema’s codes as French in the form and its error summary', async () => {
    signedOut();
    await act(() => i18n.changeLanguage('fr'));
    renderApp('/auth?mode=register');
    const first = await screen.findByLabelText('Prénom');
    fireEvent.submit(first.closest('form')!);
    expect(await screen.findByText('Veuillez corriger les erreurs suivantes :')).toBeInTheDocument();
    expect(screen.getAllByText('Le prénom est obligatoire').length).toBeGreaterThan(0);
    expect(screen.queryByText(/auth\.firstNameRequired/)).not.toBeInTheDocument();
  });

  it('shows a server error by its code, in Japanese', async () => {
    signedOut({
      'POST /api/auth/login': () =>
        jsonResponse(
          {
            error: 'invalid_credentials',
            message: 'Incorrect username or password',
            code: 'auth.loginFailed',
          },
          { status: 401 },
        ),
    });
    await act(() => i18n.changeLanguage('ja'));
    renderApp('/auth?mode=login');
    await waitFor(() => expect(document.getElementById('login-email')).not.toBeNull());
    fireEvent.change(document.getElementById('login-email')!, { target: { value: 'mia@example.com' } });
    fireEvent.change(document.getElementById('login-password')!, { target: { value: 'Harbour-Run-42' } });
    fireEvent.submit(document.getElementById('login-email')!.closest('form')!);
    const ja = (await import('@/locales/ja/messages.json')).default as { auth: { loginFailed: string } };
    expect(await screen.findByText(ja.auth.loginFailed)).toBeInTheDocument();
    expect(screen.queryByText('Incorrect username or password')).not.toBeInTheDocument();
  });
});
