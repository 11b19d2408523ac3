import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch, renderApp, signedInUser } from '@/test/utils';

const card = {
  id: 11,
  title: 'Saturday parkrun crew',
  date: '2030-03-09',
  time: '07:00',
  timezone: 'Australia/Sydney',
  startsAt: '2030-03-08T20:00:00.000Z',
  timeOfDay: 'morning',
  location: 'Centennial Park, NSW 2021',
  lat: -33.89,
  lng: 151.23,
  distances: ['Parkrun'],
  maxParticipants: 30,
  status: 'open',
  eventType: 'run_club',
  isClubEvent: false,
  clubName: null,
  abilityLevels: [],
  isRace: false,
  raceCost: null,
  participantCount: 4,
  waitlistCount: 0,
  paceGroupPaces: [],
};

afterEach(() => vi.unstubAllGlobals());

describe('/parkruns', () => {
  it('asks the list API for the Parkrun distance and lists what it answers', async () => {
    const fetchMock = mockFetch({
      'GET /api/auth/user': () => signedInUser(),
      'GET /api/events?limit=50&distance=Parkrun': () => jsonResponse({ events: [card], nextCursor: null }),
    });
    renderApp('/parkruns');
    expect(await screen.findByRole('heading', { level: 1, name: 'parkruns' })).toBeInTheDocument();
    expect(screen.getByText(/free, weekly, timed 5 km/)).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: /Saturday parkrun crew/ })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith('/api/events?limit=50&distance=Parkrun', expect.anything());
    expect(document.title).toMatch(/^parkruns/);
  });

  it('says so when no parkrun is listed', async () => {
    mockFetch({
      'GET /api/auth/user': () => signedInUser(),
      'GET /api/events?limit=50&distance=Parkrun': () => jsonResponse({ events: [], nextCursor: null }),
    });
    renderApp('/parkruns');
    const empty = (await screen.findByText('No parkruns listed yet')).parentElement!;
    expect(within(empty).getByRole('link', { name: 'Create Event' })).toHaveAttribute('href', '/create');
  });
});
