import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderApp, signedInUser, signedOutUser, mockFetch, notFound } from '@/test/utils';
import { eventDetail } from '@/test/events';

vi.mock('../components/lazy-events-map', () => ({
  LazyEventsMap: ({ label }: { label: string }) => <div role="region" aria-label={label} />,
}));

const people = Array.from({ length: 12 }, (_, i) => ({
  id: `u${i}`,
  firstName: `Runner${i}`,
  lastName: 'Lee',
  profileImageUrl: null,
  paceGroupId: null,
  checkedIn: false,
}));

const detail = (extra: Record<string, unknown> = {}) =>
  eventDetail({
    distances: ['5k', '10k', 'Half Marathon', 'Marathon', 'Fun Run'],
    abilityLevels: ['beginner'],
    eventUrl: 'https://example.com/loop',
    participantCount: 12,
    participants: people,
    ...extra,
  });

// Endpoints a test doesn't list answer 404, as the API does.
const stubApi = (routes: Parameters<typeof mockFetch>[0]) => mockFetch(routes, notFound);

afterEach(() => vi.unstubAllGlobals());

describe('event page', () => {
  it('shows the details in Australian format and joins with Joining... then Leave', async () => {
    let joined = false;
    let release: () => void = () => {};
    stubApi({
      'GET /api/auth/user': () => signedInUser(),
      'GET /api/events/7': () =>
        jsonResponse(detail(joined ? { userAttendanceStatus: 'attending', participantCount: 13 } : {})),
      'GET /api/events/7/comments': () => jsonResponse([]),
      'POST /api/events/7/join': () =>
        new Promise<Response>((resolve) => {
          release = () => {
            joined = true;
            resolve(
              jsonResponse({
                eventId: 7,
                userAttendanceStatus: 'attending',
                waitlistPosition: null,
                participantCount: 13,
                message: 'ok',
              }),
            );
          };
        }),
    });
    renderApp('/events/7');
    expect(await screen.findByRole('heading', { level: 1, name: 'Harbour Bridge Loop' })).toBeInTheDocument();
    // The tab names the run, as the server-painted page does.
    await waitFor(() => expect(document.title).toBe('Harbour Bridge Loop | Stride'));
    expect(screen.getByTestId('event-when')).toHaveTextContent(/^05\/03\/2030, 6:15\s?pm AEDT$/);
    // 5 distances: 3 badges then +2; 12 runners: 10 shown then +2.
    expect(screen.getAllByText('+2 more')).toHaveLength(2);
    expect(screen.getByText('Runner9 L')).toBeInTheDocument();
    expect(screen.queryByText('Runner10 L')).not.toBeInTheDocument();
    const website = screen.getByRole('link', { name: 'Event Website' });
    expect(website).toHaveAttribute('href', 'https://example.com/loop');
    expect(website).toHaveAttribute('rel', 'noopener noreferrer');
    fireEvent.click(screen.getByRole('button', { name: 'Join Event' }));
    expect(await screen.findByRole('button', { name: 'Joining...' })).toBeDisabled();
    release();
    expect(await screen.findByRole('button', { name: 'Leave Event' })).toBeEnabled();
    expect((await screen.findAllByText("You've successfully joined the event.")).length).toBeGreaterThan(0);
  });

  it('lists the pace groups, suggests the one nearest the runner’s pace and joins it (issue 29)', async () => {
    let body: unknown = null;
    const group = (id: number, paceSecPerKm: number, label: string, extra: Record<string, unknown> = {}) => ({
      id,
      paceSecPerKm,
      label,
      leader: null,
      capacity: null,
      participantCount: 0,
      waitlistCount: 0,
      ...extra,
    });
    stubApi({
      'GET /api/auth/user': () => signedInUser(),
      'GET /api/events/7': () =>
        jsonResponse(
          detail({
            paceGroups: [
              group(1, 300, 'Quick', { capacity: 2, participantCount: 2 }),
              group(2, 360, 'Steady', { leader: 'Ben' }),
            ],
            paceGroupPaces: [300, 360],
            runnerPace: { secPerKm: 365, source: 'plan' },
            suggestedPaceGroupId: 2,
          }),
        ),
      'GET /api/events/7/comments': () => jsonResponse([]),
      'POST /api/events/7/join': (init) => {
        body = JSON.parse(String(init?.body));
        return jsonResponse({
          eventId: 7,
          userAttendanceStatus: 'attending',
          waitlistPosition: null,
          participantCount: 13,
          paceGroupId: 2,
          message: 'ok',
        });
      },
    });
    renderApp('/events/7');
    expect(await screen.findByTestId('runner-pace')).toHaveTextContent(
      'Your easy pace is 6:05 per km (from your training plan).',
    );
    expect(screen.queryByRole('button', { name: 'Join Event' })).not.toBeInTheDocument();
    const steady = screen.getByTestId('pace-group-2');
    expect(steady).toHaveTextContent('Suggested for you');
    expect(steady).toHaveTextContent('Led by Ben');
    // The full group offers its waitlist.
    expect(screen.getByRole('button', { name: 'Join the waitlist for Quick' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Join Steady' }));
    await waitFor(() => expect(body).toEqual({ paceGroupId: 2 }));
  });

  it('offers the waitlist when the event is full', async () => {
    stubApi({
      'GET /api/auth/user': () => signedInUser(),
      'GET /api/events/7': () => jsonResponse(detail({ participantCount: 20, maxParticipants: 20 })),
      'GET /api/events/7/comments': () => jsonResponse([]),
    });
    renderApp('/events/7');
    expect(await screen.findByRole('button', { name: 'Event Full' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Join Waitlist' })).toBeEnabled();
  });

  it('asks anonymous visitors to sign up, and says when an event does not exist', async () => {
    stubApi({
      'GET /api/auth/user': () => signedOutUser(),
      'GET /api/events/7': () => jsonResponse(detail()),
      'GET /api/events/7/comments': () => jsonResponse([]),
      'GET /api/events/8': () =>
        jsonResponse({ error: 'not_found', message: 'Event Not Found' }, { status: 404 }),
    });
    const { router } = renderApp('/events/7');
    expect(await screen.findByText('Sign Up to Join This Event')).toBeInTheDocument();
    expect(
      screen.getByText('Create an account to join running events and connect with the community.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Join Event' })).not.toBeInTheDocument();
    await router.navigate('/events/8');
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Event Not Found' })).toBeInTheDocument());
    expect(
      screen.getByText("The event you're looking for doesn't exist or has been removed."),
    ).toBeInTheDocument();
  });

  it('shows no link for a stored javascript: or data: address, only an http(s) one', async () => {
    stubApi({
      'GET /api/auth/user': () => signedOutUser(),
      'GET /api/events/7': () =>
        jsonResponse(detail({ eventUrl: 'javascript:alert(1)', raceWebsite: 'data:text/html,x' })),
      'GET /api/events/7/comments': () => jsonResponse([]),
      'GET /api/events/8': () =>
        jsonResponse(detail({ id: 8, eventUrl: 'javascript:alert(1)', raceWebsite: 'https://race.example' })),
      'GET /api/events/8/comments': () => jsonResponse([]),
    });
    const { router } = renderApp('/events/7');
    expect(await screen.findByRole('heading', { level: 1, name: 'Harbour Bridge Loop' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Event Website' })).not.toBeInTheDocument();
    await router.navigate('/events/8');
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Event Website' })).toHaveAttribute(
        'href',
        'https://race.example',
      ),
    );
  });
});
