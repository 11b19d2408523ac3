import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderApp, signedInUser, mockFetch, notFound } from '@/test/utils';
import { eventDetail } from '@/test/events';

vi.mock('../components/lazy-events-map', () => ({
  LazyEventsMap: ({ label }: { label: string }) => <div role="region" aria-label={label} />,
}));

const ME = '6f1c1e5e-3c55-4a43-9d7e-2a1d3c4b5a69';

const detail = (extra: Record<string, unknown> = {}) =>
  eventDetail({ creatorId: ME, canManage: true, participantCount: 3, ...extra });

// Endpoints a test doesn't list answer 404, as the API does.
const stubApi = (routes: Parameters<typeof mockFetch>[0]) => mockFetch(routes, notFound);

afterEach(() => vi.unstubAllGlobals());

describe('creator edit and cancel', () => {
  it('shows Edit and Cancel only to the creator of an upcoming event', async () => {
    stubApi({
      'GET /api/auth/user': () => signedInUser(),
      'GET /api/events/7': () => jsonResponse(detail({ creatorId: 'someone-else', canManage: false })),
      'GET /api/events/7/comments': () => jsonResponse([]),
    });
    renderApp('/events/7');
    expect(await screen.findByRole('button', { name: 'Join Event' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit event' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel event' })).not.toBeInTheDocument();
  });

  it('cancels a recurring run after confirming the scope, then shows the cancelled state', async () => {
    let cancelled = false;
    const fetchMock = stubApi({
      'GET /api/auth/user': () => signedInUser(),
      'GET /api/events/7': () =>
        jsonResponse(detail({ isRecurring: true, status: cancelled ? 'cancelled' : 'open' })),
      'GET /api/events/7/comments': () => jsonResponse([]),
      'DELETE /api/events/7?scope=series': () => {
        cancelled = true;
        return jsonResponse({ cancelled: 4 });
      },
    });
    renderApp('/events/7');
    expect(await screen.findByRole('link', { name: 'Edit event' })).toHaveAttribute('href', '/events/7/edit');
    const trigger = screen.getByRole('button', { name: 'Cancel event' });
    fireEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this event?' });
    expect(within(dialog).getByText(/will be notified/)).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep event' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());

    fireEvent.click(trigger);
    const again = await screen.findByRole('dialog', { name: 'Cancel this event?' });
    fireEvent.click(within(again).getByLabelText('This run and every upcoming run in the series'));
    fireEvent.click(within(again).getByRole('button', { name: 'Yes, cancel event' }));
    expect(await screen.findByTestId('event-cancelled')).toHaveTextContent('This event has been cancelled.');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByRole('button', { name: 'Cancel event' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Join Event' })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('event-cancelled')).toHaveFocus());
    expect(fetchMock).toHaveBeenCalledWith('/api/events/7?scope=series', expect.anything());
  });

  it('edits the title with a PATCH of just that field and goes back to the event page', async () => {
    let body: unknown;
    let title = 'Harbour Bridge Loop';
    stubApi({
      'GET /api/auth/user': () => signedInUser(),
      'GET /api/events/7': () => jsonResponse(detail({ title })),
      'GET /api/events/7/comments': () => jsonResponse([]),
      'PATCH /api/events/7?scope=single': (init) => {
        body = JSON.parse(String(init?.body));
        title = 'Harbour Bridge Sunset Loop';
        return jsonResponse(detail({ title }));
      },
    });
    const { router } = renderApp('/events/7/edit');
    const input = await screen.findByLabelText('Event title');
    expect(input).toHaveValue('Harbour Bridge Loop');
    fireEvent.change(input, { target: { value: '' } });
    fireEvent.blur(input);
    expect(await screen.findByText('Title is required')).toBeInTheDocument();
    fireEvent.change(input, { target: { value: 'Harbour Bridge Sunset Loop' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/events/7'));
    expect(body).toEqual({ title: 'Harbour Bridge Sunset Loop' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Harbour Bridge Sunset Loop' }),
    ).toBeInTheDocument();
  });

  it('tells a runner who does not manage the event that only its host or club admins can change it', async () => {
    stubApi({
      'GET /api/auth/user': () => signedInUser(),
      'GET /api/events/7': () => jsonResponse(detail({ creatorId: 'someone-else', canManage: false })),
    });
    renderApp('/events/7/edit');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "Only the run's host, or for a club run its club's owner and admins, can change or cancel it.",
    );
    expect(screen.queryByLabelText('Event title')).not.toBeInTheDocument();
  });
});
