import { fireEvent, screen, waitFor } from '@testing-library/react';
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

  it('keeps the search in the address: a club finder link restores place, radius and filters, and changes follow', async () => {
    const fetch = mockFetch(
      {
        'GET /api/auth/user': () => jsonResponse(currentUser({ location: 'Bondi, NSW 2026' })),
        'GET /api/runclubs?radiusKm=20&lat=-37.7982&lng=144.9784&distance=10k': () =>
          jsonResponse({ clubs: [], nextCursor: null }),
        'GET /api/runclubs?radiusKm=20&lat=-37.7982&lng=144.9784&runDay=saturday&distance=10k': () =>
          jsonResponse({ clubs: [], nextCursor: null }),
      },
      notFound,
    );
    const { router } = renderApp(
      '/find-runclub?near=Fitzroy%2C+VIC+3065&lat=-37.7982&lng=144.9784&radius=20&distance=10k&day=Someday',
    );
    expect(await screen.findByText('Run clubs near Fitzroy, VIC 3065')).toBeInTheDocument();
    expect(screen.getByLabelText('Suburb')).toHaveValue('Fitzroy, VIC 3065');
    expect(screen.getByLabelText('Distance')).toHaveValue('10k');
    // An unknown day in the address is "any day"; the home suburb is not looked up.
    expect(screen.getByLabelText('Run day')).toHaveValue('');
    const urls = () => fetch.mock.calls.map(([url]) => String(url));
    expect(urls().some((u) => u.includes('Bondi'))).toBe(false);
    fireEvent.change(screen.getByLabelText('Run day'), { target: { value: 'saturday' } });
    await waitFor(() => expect(router.state.location.search).toContain('day=saturday'));
    expect(new URLSearchParams(router.state.location.search).get('near')).toBe('Fitzroy, VIC 3065');
    await waitFor(() =>
      expect(urls()).toContain(
        '/api/runclubs?radiusKm=20&lat=-37.7982&lng=144.9784&runDay=saturday&distance=10k',
      ),
    );
  });
});
