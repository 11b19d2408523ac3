import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { currentUser, jsonResponse, mockFetch, renderWithProviders } from '@/test/utils';
import { StravaLink } from './strava-link';

describe('StravaLink', () => {
  const routes = (strava: boolean) => ({
    'GET /api/auth/user': () => jsonResponse(currentUser({ stravaConnected: false })),
    'GET /api/auth/providers': () => jsonResponse({ strava, google: false }),
    'GET /api/runclubs/42/strava': () => jsonResponse(null),
  });

  it("says Strava isn't set up on this server instead of offering a connect that goes nowhere", async () => {
    mockFetch(routes(false));
    renderWithProviders(<StravaLink clubId={42} />);
    expect(await screen.findByText(/Strava isn't set up on this server/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Connect Strava' })).not.toBeInTheDocument();
  });

  it('offers to connect Strava when the server has it', async () => {
    mockFetch(routes(true));
    renderWithProviders(<StravaLink clubId={42} />);
    expect(await screen.findByRole('link', { name: 'Connect Strava' })).toHaveAttribute(
      'href',
      '/api/auth/strava',
    );
  });
});
