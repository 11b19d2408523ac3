import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { dismissToast } from '@/components/ui/use-toast';
import type { TrainingPlanSummary } from '@stride/contracts';
import { userEvent } from '@/test/events';
import { jsonResponse, mockFetch, renderApp, signedInUser } from '@/test/utils';
import { cappedCount } from './nav-items';

afterEach(() => {
  act(() => dismissToast());
  localStorage.clear();
});

const unread = (n: number) =>
  Array.from({ length: n }, (_, i) => ({
    id: i + 1,
    type: 'event_update',
    title: `Update ${i}`,
    message: '-',
    eventId: null,
    event: null,
    actor: null,
    isRead: false,
    createdAt: new Date().toISOString(),
  }));

function signedInWith({
  plans,
  upcoming,
  notifications,
}: {
  plans: string[];
  upcoming: number;
  notifications: number;
}) {
  mockFetch({
    'GET /api/auth/user': signedInUser,
    'GET /api/training-plans': () =>
      jsonResponse(
        plans.map((status, id) => ({
          id,
          name: 'Plan',
          goal: null,
          status: status as TrainingPlanSummary['status'],
          startDate: '2026-01-01',
          endDate: null,
          createdAt: '',
        })),
      ),
    'GET /api/events/user': () =>
      jsonResponse(
        Array.from({ length: upcoming }, (_, id) =>
          userEvent({ id, startsAt: '2030-03-05T07:15:00.000Z', date: '2030-03-05' }),
        ),
      ),
    'GET /api/notifications': () => jsonResponse(unread(notifications)),
    'POST /api/analytics/pageview': () => new Response(null, { status: 204 }),
  });
}

async function openGroup(name: string) {
  const trigger = await screen.findByRole('button', { name });
  fireEvent.keyDown(trigger, { key: 'Enter' });
  return screen.findByRole('menu');
}

describe('top bar badges and rules', () => {
  it('caps counts at 99+ on the top bar and 9+ on the bottom bar', () => {
    expect(cappedCount(5, 99)).toBe('5');
    expect(cappedCount(99, 99)).toBe('99');
    expect(cappedCount(100, 99)).toBe('99+');
    expect(cappedCount(9, 9)).toBe('9');
    expect(cappedCount(10, 9)).toBe('9+');
  });

  it('shows Adjust Plan only with an active plan, and the upcoming count on My Events', async () => {
    signedInWith({ plans: ['completed', 'active'], upcoming: 3, notifications: 120 });
    renderApp('/faqs');
    const training = await openGroup('Training Plans');
    expect(
      within(training).getByRole('menuitem', { name: /^Adjust Plan ?\(Coming soon\)$/ }),
    ).toHaveAttribute('aria-disabled', 'true');
    fireEvent.keyDown(training, { key: 'Escape' });
    const events = await openGroup('Find Events');
    expect(
      await within(events).findByRole('menuitem', { name: /My Events.*3 upcoming events/ }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Notifications, 120 unread' })).toBeInTheDocument();
    expect(screen.getByTestId('bell-badge')).toHaveTextContent('99+');
    expect(await screen.findByTestId('alerts-badge')).toHaveTextContent('9+');
  });

  it('hides Adjust Plan without an active plan', async () => {
    signedInWith({ plans: ['paused'], upcoming: 0, notifications: 0 });
    renderApp('/faqs');
    const training = await openGroup('Training Plans');
    expect(
      within(training)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Create a Training Plan (Coming soon)', 'Training Plans (Coming soon)']);
  });
});

describe('navigation entries', () => {
  it('links the built screens, keeps Calendar with My Events, and marks the rest coming soon', async () => {
    signedInWith({ plans: [], upcoming: 0, notifications: 0 });
    renderApp('/faqs');
    const events = await openGroup('Find Events');
    const items = within(events).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Create Events',
      'Find Events',
      'My Events',
      'Calendar',
      'parkruns',
      'Community Heat Map (Coming soon)',
    ]);
    expect(within(events).getByRole('menuitem', { name: 'parkruns' })).toHaveAttribute('href', '/parkruns');
    const heatMap = within(events).getByRole('menuitem', { name: /^Community Heat Map ?\(Coming soon\)$/ });
    expect(heatMap).toHaveAttribute('aria-disabled', 'true');
    expect(heatMap).not.toHaveAttribute('href');
    fireEvent.keyDown(events, { key: 'Escape' });
    const account = await openGroup('Account menu for Ava Nguyen');
    expect(within(account).getByRole('menuitem', { name: 'Set Up Your Profile' })).toHaveAttribute(
      'href',
      '/profile-setup',
    );
    expect(within(account).getByRole('menuitem', { name: /^Profile ?\(Coming soon\)$/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    // News is not built yet: the top bar says so instead of linking to a dead end.
    const banner = within(screen.getByRole('banner'));
    expect(banner.queryByRole('link', { name: 'News' })).not.toBeInTheDocument();
    expect(banner.getByText('News').closest('[aria-disabled="true"]')).toHaveTextContent(
      'News (Coming soon)',
    );
  });
});
