import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch, renderApp, signedOutUser } from '@/test/utils';

const TOKEN = '9c78351b-ec67-44c1-be6a-0d73a336f7c3.events.3mwyV0HLrQ8zv5ubXZUEISINaqxBorgd';
const URL = `/api/notifications/unsubscribe?token=${encodeURIComponent(TOKEN)}`;

describe('/email-unsubscribe', () => {
  it('names the kind of e-mail and stops it after one click, signed out', async () => {
    const fetch = mockFetch({
      'GET /api/auth/user': signedOutUser,
      [`POST ${URL}`]: () => jsonResponse({ status: 'unsubscribed', kind: 'events' }),
      'POST /api/analytics/pageview': () => new Response(null, { status: 204 }),
    });
    renderApp(`/email-unsubscribe?token=${TOKEN}`);
    expect(
      await screen.findByText(/Stop e-mails about changes to your runs, cancellations and invitations\?/),
    ).toBeInTheDocument();
    // Opening the page changes nothing: only the click does.
    expect(fetch.mock.calls.some(([url]) => url === URL)).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Stop these e-mails' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Done: no more e-mails about changes to your runs, cancellations and invitations.',
    );
    const call = fetch.mock.calls.find(([url]) => url === URL);
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ 'List-Unsubscribe': 'One-Click' });
    expect(screen.getByRole('link', { name: 'Choose which e-mails you get' })).toHaveAttribute(
      'href',
      '/notification-preferences',
    );
  });

  it('says so when the link is broken or no longer valid', async () => {
    mockFetch({
      'GET /api/auth/user': signedOutUser,
      [`POST ${URL}`]: () =>
        jsonResponse(
          {
            error: 'not_found',
            code: 'notifications.unsubscribeInvalid',
            message: 'This unsubscribe link is not valid',
          },
          { status: 404 },
        ),
      'POST /api/analytics/pageview': () => new Response(null, { status: 204 }),
    });
    renderApp(`/email-unsubscribe?token=${TOKEN}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Stop these e-mails' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This unsubscribe link is not valid');

    renderApp('/email-unsubscribe?token=garbage');
    expect(await screen.findAllByText('This unsubscribe link is not valid')).not.toHaveLength(0);
  });
});
