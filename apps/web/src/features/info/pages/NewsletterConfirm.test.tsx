import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch, renderApp, signedOutUser } from '@/test/utils';

const TOKEN = 'abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG';

describe('/newsletter/confirm', () => {
  it('confirms the subscription with the token from the e-mail after one click, not on load', async () => {
    const fetch = mockFetch({
      'GET /api/auth/user': signedOutUser,
      'POST /api/newsletter/confirm': () => jsonResponse({ status: 'subscribed' }),
      'POST /api/analytics/pageview': () => new Response(null, { status: 204 }),
    });
    renderApp(`/newsletter/confirm?token=${TOKEN}`);
    const button = await screen.findByRole('button', { name: 'Confirm my subscription' });
    expect(fetch.mock.calls.some(([url]) => url === '/api/newsletter/confirm')).toBe(false);
    fireEvent.click(button);
    expect(await screen.findByRole('status')).toHaveTextContent("You're subscribed");
    const call = fetch.mock.calls.find(([url]) => url === '/api/newsletter/confirm');
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ token: TOKEN });
    expect(document.title).toBe('Confirm your newsletter subscription | Stride');
  });

  it('says so when the link has expired or was used', async () => {
    mockFetch({
      'GET /api/auth/user': signedOutUser,
      'POST /api/newsletter/confirm': () =>
        jsonResponse(
          { error: 'invalid_token', message: 'This confirmation link is not valid.' },
          { status: 404 },
        ),
      'POST /api/analytics/pageview': () => new Response(null, { status: 204 }),
    });
    renderApp(`/newsletter/confirm?token=${TOKEN}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm my subscription' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This confirmation link is not valid. It may have expired or been used already.',
    );
  });

  it('offers nothing to press without a token', async () => {
    mockFetch({
      'GET /api/auth/user': signedOutUser,
      'POST /api/analytics/pageview': () => new Response(null, { status: 204 }),
    });
    renderApp('/newsletter/confirm');
    expect(await screen.findByRole('button', { name: 'Confirm my subscription' })).toBeDisabled();
    expect(screen.getByRole('alert')).toHaveTextContent('This confirmation link is not valid.');
  });
});
