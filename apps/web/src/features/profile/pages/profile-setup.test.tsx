import type { OwnProfile } from '@stride/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { currentUser, jsonResponse, mockFetch, notFound, renderApp } from '@/test/utils';

const saved: OwnProfile = {
  bio: null,
  preferredPace: null,
  experienceLevel: null,
  availabilityDays: [],
  preferredTime: null,
  preferredDistances: ['10k'],
  heatmapOptOut: false,
  progress: { eventsJoined: 0, runsCompleted: 0, totalKm: 0, personalBests: {} },
};

describe('/profile-setup', () => {
  it('saves the personal details through the one profile endpoint and reads the runner again', async () => {
    // The runner signed up but has not chosen distances yet; after the save the server has them.
    let setUp = false;
    const fetch = mockFetch(
      {
        'GET /api/auth/user': () =>
          jsonResponse(
            currentUser({ location: 'Bondi, NSW 2026', preferredDistances: setUp ? ['10k'] : [] }),
          ),
        'GET /api/goals': () => jsonResponse([]),
        'PATCH /api/profile': () => {
          setUp = true;
          return jsonResponse(saved);
        },
      },
      notFound,
    );
    renderApp('/profile-setup');
    expect(await screen.findByRole('heading', { name: 'Complete your profile' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('checkbox', { name: '10k' }));
    fireEvent.click(screen.getByRole('button', { name: 'Complete Profile' }));

    await waitFor(() =>
      expect(fetch).toHaveBeenCalledWith('/api/profile', expect.objectContaining({ method: 'PATCH' })),
    );
    const patch = fetch.mock.calls.find(([, init]) => init?.method === 'PATCH')!;
    expect(JSON.parse(String(patch[1]!.body))).toEqual({
      firstName: 'Ava',
      lastName: 'Nguyen',
      location: 'Bondi, NSW 2026',
      dateOfBirth: '1990-05-05',
      sex: 'female',
      preferredDistances: ['10k'],
    });
    expect(await screen.findByText('Profile Updated')).toBeInTheDocument();
    // The signed-in runner was read again after the save, so the app sees the profile complete.
    const userReads = () => fetch.mock.calls.filter(([url]) => url === '/api/auth/user').length;
    expect(userReads()).toBeGreaterThan(1);
    expect(fetch).not.toHaveBeenCalledWith('/api/auth/profile', expect.anything());
  });
});
