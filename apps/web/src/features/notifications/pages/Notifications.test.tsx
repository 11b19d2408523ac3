import type { Notification } from '@stride/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dismissToast } from '@/components/ui/use-toast';
import { jsonResponse, renderApp, signedInUser } from '@/test/utils';

const MINUTE = 60_000;
const ago = (ms: number) => new Date(Date.now() - ms).toISOString();

const sample = (): Notification[] => [
  {
    id: 3,
    type: 'event_updated',
    title: 'Event updated',
    message: 'Harbour Loop on 2030-03-05 has been updated.',
    eventId: 42,
    event: { title: 'Harbour Loop', date: '2030-03-05' },
    actor: null,
    details: null,
    isRead: false,
    createdAt: ago(5 * MINUTE),
  },
  {
    id: 2,
    type: 'waitlist_promoted',
    title: "You're in!",
    message: 'A place opened up at Tan Track Tuesday and it is yours.',
    eventId: 43,
    event: { title: 'Tan Track Tuesday', date: '2030-03-12' },
    actor: null,
    details: null,
    isRead: false,
    createdAt: ago(26 * 60 * MINUTE),
  },
  {
    id: 1,
    type: 'club_news',
    title: 'Welcome to Stride',
    message: 'Set up your profile to find runs near you.',
    eventId: null,
    event: null,
    actor: null,
    details: null,
    isRead: true,
    createdAt: ago(3 * 7 * 24 * 60 * MINUTE),
  },
];

/**
 * A small in-memory notifications API. `failWrites` makes PATCH and read-all fail; reads fail while
 * `failReads` is set; reads and writes wait for `holdReads` and `holdWrites`. Every other API call answers a JSON 404 (or an empty list where the layout reads one).
 */
function fakeApi(
  initial: Notification[],
  options: {
    failWrites?: boolean;
    failReads?: boolean;
    holdReads?: Promise<void>;
    holdWrites?: Promise<void>;
  } = {},
) {
  let items = initial.map((n) => ({ ...n }));
  const calls: { key: string; body?: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      const key = `${init?.method ?? 'GET'} ${url}`;
      const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
      calls.push({ key, body });
      if (key === 'GET /api/auth/user') return signedInUser();
      if (key === 'GET /api/notifications') {
        await options.holdReads;
        if (options.failReads)
          return jsonResponse({ error: 'internal', message: 'Something went wrong' }, { status: 500 });
        return jsonResponse(items);
      }
      const patch = /^PATCH \/api\/notifications\/(\d+)$/.exec(key);
      if (patch || key === 'POST /api/notifications/read-all') {
        await options.holdWrites;
        if (options.failWrites)
          return jsonResponse({ error: 'internal', message: 'Something went wrong' }, { status: 500 });
        if (patch) {
          const isRead = (body as { isRead: boolean }).isRead;
          items = items.map((n) => (n.id === Number(patch[1]) ? { ...n, isRead } : n));
          return jsonResponse(items.find((n) => n.id === Number(patch[1])));
        }
        const updated = items.filter((n) => !n.isRead).length;
        items = items.map((n) => ({ ...n, isRead: true }));
        return jsonResponse({ updated });
      }
      if (key.startsWith('GET /api/events/user') || key === 'GET /api/training-plans')
        return jsonResponse([]);
      if (key.startsWith('POST /api/analytics')) return new Response(null, { status: 204 });
      return jsonResponse({ error: 'not_found', message: 'No such endpoint' }, { status: 404 });
    }),
  );
  return calls;
}

afterEach(() => {
  act(() => dismissToast());
  vi.unstubAllGlobals();
});

const list = () => screen.findByRole('list', { name: 'Your notifications' });

// The whole app (layout, lazy page, namespaces) mounts in each test; on a busy machine that takes seconds.
describe('/notifications', { timeout: 20_000 }, () => {
  it('lists notifications newest first with unread ones announced, relative times and a title', async () => {
    fakeApi(sample());
    renderApp('/notifications');
    const items = within(await list()).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(screen.getByRole('heading', { level: 1, name: 'Notifications' })).toBeInTheDocument();
    expect(document.title).toBe('Notifications | Stride');
    expect(screen.getByRole('status')).toHaveTextContent('2 unread');

    // Unread: named as such for screen readers and marked with a visible "New" label, not colour alone.
    const first = within(items[0]!);
    expect(first.getByRole('link', { name: 'Unread: Event updated' })).toHaveAttribute('href', '/events/42');
    expect(first.getByText('New')).toBeInTheDocument();
    expect(first.getByText('5 minutes ago')).toHaveAttribute('dateTime');
    // Worded in the runner's language from the event itself, with the date in local format.
    expect(first.getByRole('link')).toHaveAccessibleDescription(
      'Harbour Loop on 05/03/2030 has changed. Check the new details.',
    );
    expect(within(items[1]!).getByText('yesterday')).toBeInTheDocument();
    expect(within(items[1]!).getByRole('link', { name: "Unread: You're in!" })).toBeInTheDocument();
    // A kind the app does not know keeps the server's title; without an event it is a button.
    const last = within(items[2]!);
    expect(last.getByRole('button', { name: 'Welcome to Stride' })).toBeInTheDocument();
    expect(last.queryByText('New')).not.toBeInTheDocument();
    expect(last.getByText('3 weeks ago')).toBeInTheDocument();
    expect(last.getByRole('button', { name: 'Mark as unread: Welcome to Stride' })).toBeInTheDocument();
  });

  it("says what an edit changed and passes on the organiser's word", async () => {
    const [updated, promoted] = sample();
    fakeApi([
      {
        ...updated!,
        details: {
          changes: [
            { field: 'time', from: '06:00', to: '07:30' },
            { field: 'date', from: '2030-03-05', to: '2030-03-06' },
            { field: 'meetingPoint', from: null, to: 'North end of the pavilion' },
          ],
        },
      },
      {
        ...promoted!,
        id: 4,
        type: 'event_cancelled',
        details: { message: 'Storm warning for the coast, stay safe.' },
      },
    ]);
    renderApp('/notifications');
    await list();
    const [edit, cancel] = screen.getAllByTestId('notification-item');
    expect(edit!).toHaveTextContent('Time: 06:00 → 07:30');
    expect(edit!).toHaveTextContent('Date: 05/03/2030 → 06/03/2030');
    expect(edit!).toHaveTextContent('Meeting point: none → North end of the pavilion');
    expect(within(edit!).getByRole('link')).toHaveAccessibleDescription(/Time: 06:00 → 07:30/);
    expect(cancel!).toHaveTextContent('The organiser says: “Storm warning for the coast, stay safe.”');
  });

  it('marks all read at once, updating the bell badge, and toggles single items', async () => {
    const options: { holdWrites?: Promise<void> } = {};
    const calls = fakeApi(sample(), options);
    renderApp('/notifications');
    await list();
    expect(await screen.findByRole('link', { name: 'Notifications, 2 unread' })).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Mark as read: Event updated' }));
    expect(await screen.findByRole('button', { name: 'Mark as unread: Event updated' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('1 unread');
    await waitFor(() =>
      expect(calls).toContainEqual({ key: 'PATCH /api/notifications/3', body: { isRead: true } }),
    );
    expect(await screen.findByRole('link', { name: 'Notifications, 1 unread' })).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Mark as unread: Event updated' }));
    await waitFor(() =>
      expect(calls).toContainEqual({ key: 'PATCH /api/notifications/3', body: { isRead: false } }),
    );
    expect(await screen.findByRole('link', { name: 'Notifications, 2 unread' })).toBeInTheDocument();

    // Optimistic: the list and the bell change while the server is still working on it.
    let release = () => {};
    options.holdWrites = new Promise((resolve) => (release = resolve));
    fireEvent.click(screen.getByRole('button', { name: 'Mark all as read' }));
    expect(await screen.findByRole('link', { name: 'Notifications' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent("You're all caught up");
    expect(screen.queryByText('New')).not.toBeInTheDocument();
    expect(calls.map((c) => c.key)).toContain('POST /api/notifications/read-all');
    const reads = calls.filter((c) => c.key === 'GET /api/notifications').length;
    release();
    // Then the list is fetched again, so the bell and the page agree with the server.
    await waitFor(() =>
      expect(calls.filter((c) => c.key === 'GET /api/notifications').length).toBe(reads + 1),
    );
    expect(screen.getByRole('status')).toHaveTextContent("You're all caught up");
    // Nothing left to mark: the button stays focusable but does nothing.
    const markAll = screen.getByRole('button', { name: 'Mark all as read' });
    expect(markAll).toHaveAttribute('aria-disabled', 'true');
    fireEvent.click(markAll);
    expect(calls.filter((c) => c.key === 'POST /api/notifications/read-all')).toHaveLength(1);
  });

  it('opening a notification marks it read and goes to its event', async () => {
    const calls = fakeApi(sample());
    const { router } = renderApp('/notifications');
    fireEvent.click(within(await list()).getByRole('link', { name: 'Unread: Event updated' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/events/42'));
    await waitFor(() =>
      expect(calls).toContainEqual({ key: 'PATCH /api/notifications/3', body: { isRead: true } }),
    );
  });

  it('puts the old state back and says so when the server refuses a change', async () => {
    fakeApi(sample(), { failWrites: true });
    renderApp('/notifications');
    await list();
    fireEvent.click(screen.getByRole('button', { name: 'Mark all as read' }));
    expect(
      await screen.findByText("Couldn't update your notifications. Please try again."),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('2 unread'));
    expect(screen.getAllByText('New')).toHaveLength(2);
  });

  it('shows a friendly empty state with a way to find a run', async () => {
    fakeApi([]);
    renderApp('/notifications');
    expect(await screen.findByRole('heading', { name: "You're all caught up" })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find a run' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('button', { name: 'Mark all as read' })).not.toBeInTheDocument();
  });

  it('shows a skeleton while the list loads', async () => {
    fakeApi(sample(), { holdReads: new Promise(() => {}) });
    renderApp('/notifications');
    expect(await screen.findByText('Loading your notifications…')).toHaveAttribute('role', 'status');
    expect(screen.getByText('Loading your notifications…').parentElement).toHaveAttribute(
      'aria-busy',
      'true',
    );
    expect(screen.queryByRole('list', { name: 'Your notifications' })).not.toBeInTheDocument();
  });

  it('shows an error with a retry that loads the list', async () => {
    const options = { failReads: true };
    fakeApi(sample(), options);
    renderApp('/notifications');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("We couldn't load your notifications");
    options.failReads = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(within(await list()).getAllByRole('listitem')).toHaveLength(3);
  });
});
