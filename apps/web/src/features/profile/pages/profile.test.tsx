import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { currentUser, jsonResponse, mockFetch, notFound, ownProfile, renderApp } from '@/test/utils';

const profile = ownProfile({ heatmapOptOut: true });

const answers = () =>
  mockFetch(
    {
      'GET /api/auth/user': () =>
        jsonResponse(
          currentUser({
            goals: [
              {
                id: 1,
                eventName: 'City2Surf',
                eventDate: null,
                targetTime: null,
                distance: '10k',
                difficulty: 'beginner',
                status: 'active',
                notes: null,
              },
            ],
          }),
        ),
      'GET /api/profile': () => jsonResponse(profile),
    },
    notFound,
  );

// An observer that never reports: the later sections stay out of view, so only idle turns bring them in.
class FarAway {
  observe() {}
  disconnect() {}
}

describe('/profile', () => {
  it('shows personal info and the running preferences at once, and the sections below them soon after', async () => {
    vi.stubGlobal('IntersectionObserver', FarAway);
    answers();
    renderApp('/profile');
    expect(await screen.findByRole('heading', { level: 1, name: 'Your Profile' })).toBeInTheDocument();
    expect(screen.getByText('Ava Nguyen')).toBeInTheDocument();
    expect(await screen.findByLabelText('About me')).toHaveValue('Sunrise runner');
    // Every section's heading is there from the first render (the page's outline, find-in-page).
    for (const name of ['Personal info', 'Running preferences', 'Progress', 'Privacy', 'Your data'])
      expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument();

    expect(await screen.findByText('Runs joined')).toBeInTheDocument();
    expect(screen.getByText('21.1')).toBeInTheDocument();
    expect(screen.getByText('5k: 24:10')).toBeInTheDocument();
    expect(screen.getByText(/City2Surf/)).toBeInTheDocument();
    expect(
      await screen.findByRole('checkbox', { name: 'Leave me out of the community heat map' }),
    ).toBeChecked();
    expect(await screen.findByRole('button', { name: 'Delete my account' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download my data' })).toBeInTheDocument();
    // The whole app's first render, then three idle turns: longer than 5 s on a busy machine.
  }, 15_000);

  it('renders every section at once when the address points into the page', async () => {
    vi.stubGlobal('IntersectionObserver', FarAway);
    answers();
    renderApp('/profile#your-data');
    expect(await screen.findByRole('heading', { level: 1, name: 'Your Profile' })).toBeInTheDocument();
    // The progress section comes with the profile; with it, all the later sections' bodies.
    expect(await screen.findByText('Runs joined')).toBeInTheDocument();
    expect(
      screen.getByRole('checkbox', { name: 'Leave me out of the community heat map' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete my account' })).toBeInTheDocument();
  });
});
