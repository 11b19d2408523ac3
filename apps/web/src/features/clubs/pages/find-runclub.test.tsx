import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { currentUser, jsonResponse, mockFetch, notFound, renderApp } from '@/test/utils';

describe('/find-runclub', () => {
  it("starts from the runner's home suburb, nearest clubs first, with distances worded not coded", async () => {
    const bondi = {
      value: 'Bondi, NSW 2026',
      label: 'Bondi, NSW 2026',
      state: 'NSW',
      postcode: '2026',
      lat: -33.8915,
      lng: 151.2767,
    };
    const fetch = mockFetch(
      {
        'GET /api/auth/user': () => jsonResponse(currentUser({ location: 'Bondi, NSW 2026' })),
        'GET /api/locations/search?q=Bondi%2C%20NSW%202026&limit=8': () => jsonResponse([bondi]),
        'GET /api/runclubs?radiusKm=10': () => jsonResponse({ clubs: [], nextCursor: null }),
        'GET /api/runclubs?radiusKm=10&lat=-33.8915&lng=151.2767': () =>
          jsonResponse({ clubs: [], nextCursor: null }),
      },
      // The signed-in shell's own requests (plans, notices) are not this test's.
      notFound,
    );
    renderApp('/find-runclub');
    expect(await screen.findByText('Run clubs near Bondi, NSW 2026')).toBeInTheDocument();
    await waitFor(() =>
      expect(fetch.mock.calls.map(([url]) => String(url))).toContain(
        '/api/runclubs?radiusKm=10&lat=-33.8915&lng=151.2767',
      ),
    );
    expect(screen.getByRole('option', { name: 'Obstacle race (OCR)' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'OCR' })).not.toBeInTheDocument();
  });
});
