import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch, renderApp, signedOutUser } from '@/test/utils';

describe('a signed-out visitor', () => {
  it('has Events and Clubs in the top bar and can open the club directory without signing in', async () => {
    mockFetch({ 'GET /api/auth/user': signedOutUser }, (init) =>
      (init?.method ?? 'GET') === 'GET'
        ? jsonResponse({ clubs: [], nextCursor: null, events: [], total: 0 })
        : jsonResponse({}, { status: 404 }),
    );
    renderApp('/find-runclub');
    expect(await screen.findByRole('heading', { name: 'Find a run club' })).toBeInTheDocument();
    const bar = screen.getAllByRole('banner')[0]!;
    expect(within(bar).getByRole('link', { name: 'Find Events' })).toHaveAttribute('href', '/');
    expect(within(bar).getByRole('link', { name: 'Run Clubs' })).toHaveAttribute('href', '/find-runclub');
  });
});
