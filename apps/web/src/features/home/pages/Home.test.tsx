import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { findHomeHeading, jsonResponse, renderApp, signedInUser } from '@/test/utils';

// Leaflet needs a real layout engine; the map itself is covered by the Playwright journeys.
vi.mock('@/features/events/components/lazy-events-map', () => ({
  LazyEventsMap: ({ label }: { label: string }) => <div role="region" aria-label={label} />,
}));

const card = (id: number, title: string, extra: Record<string, unknown> = {}) => ({
  id,
  title,
  date: '2030-03-05',
  time: '06:30',
  timezone: 'Australia/Sydney',
  startsAt: '2030-03-04T19:30:00.000Z',
  timeOfDay: 'morning',
  location: 'Bondi, NSW 2026',
  lat: -33.89,
  lng: 151.27,
  distances: ['5k', '10k', 'Half Marathon', 'Marathon'],
  maxParticipants: 15,
  status: 'open',
  eventType: 'official',
  isClubEvent: false,
  clubName: null,
  abilityLevels: [],
  isRace: false,
  raceCost: null,
  participantCount: 3,
  waitlistCount: 0,
  paceGroupPaces: [],
  ...extra,
});

/** Answers by path prefix; anything else is a JSON 404 like the real API. */
function stubApi(routes: Record<string, (url: string) => Response>) {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      const key = `${init?.method ?? 'GET'} ${url}`;
      calls.push(key);
      const match = Object.keys(routes)
        .filter((prefix) => key.startsWith(prefix))
        .sort((a, b) => b.length - a.length)[0];
      return match
        ? routes[match]!(url)
        : jsonResponse({ error: 'not_found', message: 'No such endpoint' }, { status: 404 });
    }),
  );
  return calls;
}

afterEach(() => vi.unstubAllGlobals());

describe('home dashboard', () => {
  it('shows real stats, the near-me list of 4 with View All, the upcoming list and JSON-LD for 5 events', async () => {
    const near = Array.from({ length: 6 }, (_, i) => ({
      ...card(100 + i, `Near Run ${i}`),
      distance: 1.26 + i,
    }));
    const list = Array.from({ length: 7 }, (_, i) => card(200 + i, `List Run ${i}`));
    const calls = stubApi({
      'GET /api/auth/user': () => signedInUser(),
      'GET /api/users/me/stats': () =>
        jsonResponse({ eventsJoined: 7, totalKm: 52.3, thisMonth: 2, runsAttended: 5 }),
      'GET /api/events/search': () => jsonResponse({ events: near, total: 6 }),
      'GET /api/events?': () => jsonResponse({ events: list, nextCursor: null }),
    });
    renderApp('/');
    expect(await findHomeHeading()).toBeInTheDocument();
    const stats = await screen.findByTestId('stat-cards');
    await waitFor(() => expect(stats).toHaveTextContent('Events Joined7'));
    expect(stats).toHaveTextContent('Runs Attended5');
    expect(stats).toHaveTextContent('Total km52.3');
    expect(stats).toHaveTextContent('This Month2');

    const nearList = await screen.findByTestId('near-me-list');
    expect(within(nearList).getAllByRole('listitem')).toHaveLength(4);
    expect(within(nearList).getByText('1.3 km away')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'View All (6)' }));
    expect(within(nearList).getAllByRole('listitem')).toHaveLength(6);
    // Sydney is the default centre, with the default radius and period.
    expect(calls).toContain('GET /api/events/search?lat=-33.8688&lng=151.2093&radiusKm=10&hours=168');

    const upcoming = await screen.findByTestId('upcoming-list');
    expect(within(upcoming).getAllByRole('listitem')).toHaveLength(7);
    expect(within(upcoming).getAllByText('+1 more').length).toBeGreaterThan(0);
    expect(within(upcoming).getAllByText('05/03/2030, 6:30 am AEDT').length).toBe(7);
    const jsonLd = JSON.parse(screen.getByTestId('events-jsonld').textContent ?? '[]') as {
      startDate: string;
    }[];
    expect(jsonLd).toHaveLength(5);
    expect(jsonLd[0]?.startDate).toBe('2030-03-05T06:30:00+11:00');
    expect(screen.getByRole('link', { name: 'Create an event' })).toHaveAttribute('href', '/create');
    expect(document.title).toBe('Home | Stride');
  }, 20_000);

  it('keeps the near-me search in the address: a link with it searches there, and a new radius follows', async () => {
    const calls = stubApi({
      'GET /api/auth/user': () => signedInUser(),
      'GET /api/events/search': () => jsonResponse({ events: [card(100, 'Fitzroy Run')], total: 1 }),
    });
    const { router } = renderApp('/?near=Fitzroy%2C+VIC+3065&lat=-37.7982&lng=144.9784&radius=20&period=720');
    expect(await screen.findByText('Fitzroy Run')).toBeInTheDocument();
    expect(calls).toContain('GET /api/events/search?lat=-37.7982&lng=144.9784&radiusKm=20&hours=720');
    expect(screen.getByLabelText('Search near a suburb or town')).toHaveValue('Fitzroy, VIC 3065');
    fireEvent.click(screen.getByRole('button', { name: '50 km' }));
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('radius')).toBe('50'));
    expect(new URLSearchParams(router.state.location.search).get('near')).toBe('Fitzroy, VIC 3065');
  }, 20_000);

  it('sends filters only when set, offers Clear filters, and shows the empty state', async () => {
    const calls = stubApi({
      'GET /api/auth/user': () => signedInUser(),
      'GET /api/users/me/stats': () =>
        jsonResponse({ eventsJoined: 0, totalKm: 0, thisMonth: 0, runsAttended: 0 }),
      'GET /api/events/search': () => jsonResponse({ events: [], total: 0 }),
      'GET /api/events?': () => jsonResponse({ events: [], nextCursor: null }),
    });
    renderApp('/');
    expect(await screen.findByText('No events found')).toBeInTheDocument();
    expect(screen.getByText('No running events match your search criteria.')).toBeInTheDocument();
    expect(screen.getByText('No events found nearby')).toBeInTheDocument();
    expect(
      within(screen.getByText('No events found').parentElement!).getByRole('link', { name: 'Create Event' }),
    ).toHaveAttribute('href', '/create');
    expect(calls).toContain('GET /api/events?limit=50');
    expect(screen.queryByRole('button', { name: 'Clear filters' })).not.toBeInTheDocument();

    fireEvent.change(screen.getByLabelText('Time of day'), { target: { value: 'morning' } });
    fireEvent.change(screen.getByLabelText('Distance'), { target: { value: 'halfMarathon' } });
    await waitFor(() =>
      expect(calls).toContain('GET /api/events?limit=50&timeFilter=morning&distanceFilter=halfMarathon'),
    );
    expect(await screen.findByTestId('filters-debug')).toHaveTextContent(
      'Half Marathon (21.1km): Half Marathon',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(screen.getByLabelText('Time of day')).toHaveValue('all');
    expect(screen.queryByRole('button', { name: 'Clear filters' })).not.toBeInTheDocument();
  });
});
