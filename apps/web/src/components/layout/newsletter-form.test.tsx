import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '@/i18n';
import { jsonResponse, mockFetch, renderApp, signedOutUser } from '@/test/utils';

afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
});

function fakeApi() {
  return mockFetch({
    'GET /api/auth/user': signedOutUser,
    'POST /api/newsletter/subscribe': () => jsonResponse({ status: 'pending' }),
    'POST /api/analytics/pageview': () => new Response(null, { status: 204 }),
  });
}

const sentBody = (fetch: ReturnType<typeof fakeApi>) =>
  JSON.parse(
    String(fetch.mock.calls.find(([url]) => url === '/api/newsletter/subscribe')?.[1]?.body),
  ) as unknown;

describe('footer newsletter form', () => {
  it('asks the runner to confirm from their inbox, and sends the page language', async () => {
    const fetch = fakeApi();
    renderApp('/about');
    const footer = await screen.findByRole('contentinfo');
    fireEvent.change(within(footer).getByLabelText('Stride newsletter'), {
      target: { value: ' ava@example.com ' },
    });
    fireEvent.click(within(footer).getByRole('button', { name: 'Subscribe' }));
    const status = await within(footer).findByRole('status');
    expect(status).toHaveTextContent('Check your inbox');
    expect(status).toHaveTextContent('the newsletter starts once the link is opened');
    expect(status).not.toHaveTextContent("You're subscribed");
    expect(sentBody(fetch)).toEqual({ email: 'ava@example.com', language: 'en' });
  });

  it('asks for the confirmation e-mail in the language on screen', async () => {
    const fetch = fakeApi();
    await act(() => i18n.changeLanguage('de'));
    renderApp('/about');
    const footer = await screen.findByRole('contentinfo');
    fireEvent.change(within(footer).getByRole('textbox'), { target: { value: 'lena@example.com' } });
    fireEvent.submit(within(footer).getByRole('textbox').closest('form')!);
    expect(await within(footer).findByRole('status')).toHaveTextContent('Schau in dein Postfach');
    expect(sentBody(fetch)).toEqual({ email: 'lena@example.com', language: 'de' });
  });

  it('checks the address before sending anything', async () => {
    const fetch = fakeApi();
    renderApp('/about');
    const footer = await screen.findByRole('contentinfo');
    fireEvent.change(within(footer).getByLabelText('Stride newsletter'), { target: { value: 'nope' } });
    fireEvent.click(within(footer).getByRole('button', { name: 'Subscribe' }));
    expect(await within(footer).findByRole('alert')).toHaveTextContent('Please enter a valid e-mail address');
    expect(fetch.mock.calls.some(([url]) => url === '/api/newsletter/subscribe')).toBe(false);
  });
});
