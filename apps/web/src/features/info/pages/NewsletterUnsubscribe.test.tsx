import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch, renderApp, signedOutUser } from '@/test/utils';

describe('/newsletter/unsubscribe', () => {
  it('unsubscribes with the token from the e-mail after one click', async () => {
    const fetch = mockFetch({
      'GET /api/auth/user': signedOutUser,
      'POST /api/newsletter/unsubscribe': () => jsonResponse({ status: 'unsubscribed' }),
      'POST /api/analytics/pageview': () => new Response(null, { status: 204 }),
    });
    renderApp('/newsletter/unsubscribe?token=abcdefghijklmnopqrstuvwxyz');
    fireEvent.click(await screen.findByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByText(/You're unsubscribed/)).toBeInTheDocument();
    const call = fetch.mock.calls.find(([url]) => url === '/api/newsletter/unsubscribe');
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ token: 'abcdefghijklmnopqrstuvwxyz' });
  });

  it('says so when the link is no longer valid', async () => {
    mockFetch({
      'GET /api/auth/user': signedOutUser,
      'POST /api/newsletter/unsubscribe': () =>
        jsonResponse(
          { error: 'invalid_token', message: 'This unsubscribe link is not valid' },
          { status: 404 },
        ),
      'POST /api/analytics/pageview': () => new Response(null, { status: 204 }),
    });
    renderApp('/newsletter/unsubscribe?token=abcdefghijklmnopqrstuvwxyz');
    fireEvent.click(await screen.findByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This unsubscribe link is not valid');
  });
});
