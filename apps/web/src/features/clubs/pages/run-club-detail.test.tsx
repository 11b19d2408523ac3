import type { Challenge, ClubEvent, RunclubDetail } from '@stride/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { eventDetail } from '@/test/events';
import { currentUser, jsonResponse, mockFetch, notFound, renderApp } from '@/test/utils';

// An upcoming club run as the club's page lists it (the event's fields it does not use come along).
const run: ClubEvent = {
  ...eventDetail({
    title: 'Harbour Loop',
    participantCount: 3,
    isClubEvent: true,
    clubName: 'Harbour Harriers',
  }),
  isStravaImport: false,
  eventUrl: null,
};

const club = (extra: Partial<RunclubDetail> = {}): RunclubDetail => ({
  id: 42,
  name: 'Harbour Harriers',
  description: 'Dawn laps of the harbour.',
  logoUrl: null,
  location: 'The Rocks, NSW 2000',
  lat: -33.86,
  lng: 151.21,
  runDays: ['saturday'],
  distances: ['5k'],
  abilityLevels: [],
  annualCost: '0',
  memberCount: 2,
  comments: null,
  status: 'active',
  createdAt: '2030-01-01T00:00:00.000Z',
  updatedAt: '2030-01-01T00:00:00.000Z',
  viewerRole: 'member',
  members: [
    { id: 'o1', firstName: 'Olive', lastName: 'Owner', profileImageUrl: null, role: 'owner' },
    { id: 'r1', firstName: 'Riley', lastName: 'Runner', profileImageUrl: null, role: 'member' },
  ],
  upcomingEvents: [run],
  stravaClubName: null,
  ...extra,
});

const challenge: Challenge = {
  id: 5,
  runclubId: 42,
  title: 'Four Saturdays',
  metric: 'runs_attended',
  target: 4,
  startDate: '2030-03-01',
  endDate: '2030-03-31',
  status: 'active',
  participantCount: 1,
  joined: false,
  progress: null,
  completed: false,
  leaderboard: [],
  createdAt: '2030-01-01T00:00:00.000Z',
};

function serve(detail: RunclubDetail, extra: Record<string, () => Response> = {}) {
  return mockFetch(
    {
      'GET /api/auth/user': () => jsonResponse(currentUser()),
      'GET /api/runclubs/42': () => jsonResponse(detail),
      'GET /api/runclubs/42/challenges': () => jsonResponse({ challenges: [challenge] }),
      ...extra,
    },
    // The signed-in shell's own requests (plans, notices) and the tools' Strava status are not these tests'.
    notFound,
  );
}

describe('/runclubs/:id', () => {
  it("shows a member the club's runs, challenges and members (each section in its turn), without the organiser tools", async () => {
    const fetch = serve(club());
    renderApp('/runclubs/42');
    expect(await screen.findByRole('heading', { level: 1, name: 'Harbour Harriers' })).toBeInTheDocument();
    const upcoming = screen.getByRole('region', { name: 'Upcoming runs' });
    expect(await within(upcoming).findByRole('link', { name: 'Harbour Loop' })).toBeInTheDocument();
    const challenges = screen.getByRole('region', { name: 'Challenges' });
    expect(await within(challenges).findByText('Four Saturdays')).toBeInTheDocument();
    const members = screen.getByRole('region', { name: 'Members' });
    expect(await within(members).findByText('Riley Runner')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Report the club Harbour Harriers' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Organiser tools' })).not.toBeInTheDocument();
    // The page asks for the challenges with the club; the section then reads that answer.
    const asked = fetch.mock.calls.filter(([url]) => String(url) === '/api/runclubs/42/challenges');
    expect(asked).toHaveLength(1);
  });

  it("gives the club's organisers their tools", async () => {
    serve(club({ viewerRole: 'owner' }));
    renderApp('/runclubs/42');
    expect(await screen.findByRole('heading', { name: 'Organiser tools' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit club' })).toHaveAttribute('href', '/runclubs/42/edit');
    expect(await screen.findByRole('form', { name: 'Post a club run' })).toBeInTheDocument();
    expect(await screen.findByLabelText('Challenge title')).toBeInTheDocument();
    // The owner names admins; no one reports their own club.
    expect(screen.getByRole('combobox', { name: 'Role of Riley Runner' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Report/ })).not.toBeInTheDocument();
  });

  it('says why a join failed, in the server’s words', async () => {
    serve(club({ viewerRole: null }), {
      'POST /api/runclubs/42/join': () =>
        jsonResponse(
          { error: 'conflict', message: 'This club has been archived', code: 'clubs.archived' },
          { status: 409 },
        ),
    });
    renderApp('/runclubs/42');
    fireEvent.click(await screen.findByRole('button', { name: 'Join club' }));
    expect(await screen.findByText('Unable to join')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('This club has been archived')).toBeInTheDocument());
  });
});
