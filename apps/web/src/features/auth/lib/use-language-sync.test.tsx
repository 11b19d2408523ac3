import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n, setLanguage } from '@/i18n';
import { currentUser, jsonResponse, mockFetch, renderApp } from '@/test/utils';

afterEach(async () => {
  await setLanguage('en', i18n);
  localStorage.clear();
});

describe('one language per runner', () => {
  it("shows a signed-in runner's pages in their account's language, whatever this browser said", async () => {
    mockFetch({
      'GET /api/auth/user': () => jsonResponse(currentUser({ language: 'de' })),
      'PUT /api/users/me/language': () => new Response(null, { status: 204 }),
    });
    renderApp('/about');
    await waitFor(() => expect(i18n.resolvedLanguage).toBe('de'));
    expect(document.documentElement.lang).toBe('de');
  });

  it("changes the account's language when the runner picks another, and only then", async () => {
    const fetch = mockFetch({
      'GET /api/auth/user': () => jsonResponse(currentUser({ language: 'en' })),
      'PUT /api/users/me/language': () => new Response(null, { status: 204 }),
    });
    renderApp('/about');
    expect(await screen.findByRole('main')).toBeInTheDocument();
    const puts = () => fetch.mock.calls.filter(([url]) => url === '/api/users/me/language');
    expect(puts()).toEqual([]);
    await act(() => setLanguage('fr', i18n));
    await waitFor(() => expect(puts()).toHaveLength(1));
    expect(JSON.parse(String(puts()[0]![1]?.body))).toEqual({ language: 'fr' });
  });
});
