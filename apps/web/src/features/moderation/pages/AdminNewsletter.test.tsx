import type { NewsletterOverview, NewsletterSent } from '@stride/contracts';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { dismissToast } from '@/components/ui/use-toast';
import { currentUser, jsonResponse, mockFetch, notFound, renderApp } from '@/test/utils';

afterEach(() => act(() => dismissToast()));

const overview = (confirmedSubscribers: number): NewsletterOverview => ({
  confirmedSubscribers,
  sent: [
    {
      id: 1,
      subject: 'Autumn on the trails',
      sentAt: '2030-04-02T09:00:00.000Z',
      sentBy: { firstName: 'Ada', lastName: 'Admin' },
      recipientCount: 40,
      deliveredCount: 38,
    },
  ],
});

function adminApi(confirmedSubscribers = 3) {
  return mockFetch(
    {
      'GET /api/auth/user': () => jsonResponse(currentUser({ roles: ['admin'] })),
      'GET /api/admin/newsletter': () => jsonResponse(overview(confirmedSubscribers)),
      'POST /api/admin/newsletter/preview': () =>
        jsonResponse({ html: '<p><strong>Blue Mountains</strong> run</p>' }),
      'POST /api/admin/newsletter': () =>
        jsonResponse<NewsletterSent>(
          {
            id: 2,
            subject: 'Winter plans',
            sentAt: '2030-05-01T09:00:00.000Z',
            sentBy: { firstName: 'Ava', lastName: 'Nguyen' },
            recipientCount: 3,
            deliveredCount: 0,
          },
          { status: 201 },
        ),
    },
    notFound,
  );
}

describe('/admin/newsletter', () => {
  it('previews, asks for confirmation naming the audience, then sends to confirmed subscribers', async () => {
    const fetch = adminApi();
    renderApp('/admin/newsletter');
    expect(await screen.findByRole('heading', { level: 1, name: 'Newsletter' })).toBeInTheDocument();
    expect(
      await screen.findByText('A newsletter sent now goes to 3 confirmed addresses.'),
    ).toBeInTheDocument();
    // What was sent before, with its sender and how many e-mails have gone.
    expect(screen.getByText('Autumn on the trails')).toBeInTheDocument();
    expect(screen.getByText('Mailed to 38 of 40')).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText('Subject'), { target: { value: 'Winter plans' } });
    fireEvent.change(screen.getByLabelText('Newsletter'), { target: { value: '**Blue Mountains** run' } });
    const preview = screen.getByRole('region', { name: 'Preview' });
    expect(await within(preview).findByText('Blue Mountains')).toBeInTheDocument();
    expect(within(preview).getByText('Winter plans')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Send newsletter' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send this newsletter?' });
    expect(dialog).toHaveTextContent('“Winter plans” goes to 3 confirmed addresses now.');
    expect(
      fetch.mock.calls.some(([url, init]) => url === '/api/admin/newsletter' && init?.method === 'POST'),
    ).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send now' }));

    expect(await screen.findByText('Newsletter on its way to 3 addresses')).toBeInTheDocument();
    const call = fetch.mock.calls.find(
      ([url, init]) => url === '/api/admin/newsletter' && init?.method === 'POST',
    );
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({
      subject: 'Winter plans',
      body: '**Blue Mountains** run',
    });
    expect(screen.getByLabelText('Subject')).toHaveValue('');
  });

  it('says what is missing, and sends nothing', async () => {
    const fetch = adminApi();
    renderApp('/admin/newsletter');
    await screen.findByText('A newsletter sent now goes to 3 confirmed addresses.');
    fireEvent.click(screen.getByRole('button', { name: 'Send newsletter' }));
    expect(await screen.findByText('Please enter a subject')).toBeInTheDocument();
    expect(screen.getByText('Please write the newsletter')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(
      fetch.mock.calls.some(
        ([, init]) => init?.method === 'POST' && init.body?.toString().includes('subject'),
      ),
    ).toBe(false);
  });

  it('cannot send while no address is confirmed', async () => {
    adminApi(0);
    renderApp('/admin/newsletter');
    expect(
      await screen.findByText(
        'No address has confirmed its subscription yet, so there is no one to send to.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send newsletter' })).toBeDisabled();
  });

  it('is linked from the admin page for admins only', async () => {
    const staffPage = {
      'GET /api/admin/stats': () =>
        jsonResponse({
          runners: 12,
          signupsThisWeek: 1,
          events: 3,
          joins: 4,
          openReports: 0,
          pageViews: [],
          pageViewDays: 30,
        }),
      'GET /api/admin/reports?status=open': () => jsonResponse([]),
      'GET /api/admin/staff': () => jsonResponse([]),
    };
    mockFetch({ 'GET /api/auth/user': () => jsonResponse(currentUser({ roles: ['admin'] })), ...staffPage });
    const admin = renderApp('/admin');
    expect(await screen.findByRole('link', { name: 'Newsletter' })).toHaveAttribute(
      'href',
      '/admin/newsletter',
    );
    expect(await screen.findByText('Nothing to review. Nice!')).toBeInTheDocument();
    admin.unmount();

    mockFetch({
      'GET /api/auth/user': () => jsonResponse(currentUser({ roles: ['moderator'] })),
      ...staffPage,
    });
    renderApp('/admin');
    expect(await screen.findByText('Nothing to review. Nice!')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Newsletter' })).not.toBeInTheDocument();
  });
});
