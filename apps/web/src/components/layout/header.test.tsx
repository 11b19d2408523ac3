import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { dismissToast } from '@/components/ui/use-toast';
import type { CurrentUser, TrainingPlanSummary } from '@stride/contracts';
import { userEvent } from '@/test/events';
import { HEADER_MENUS } from '@/test/header-menus';
import { currentUser, jsonResponse, mockFetch, renderApp } from '@/test/utils';
import { accountLinks, cappedCount } from './nav-items';

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
    details: null,
    isRead: false,
    createdAt: new Date().toISOString(),
  }));

function signedInWith({
  plans,
  upcoming,
  notifications,
  roles = [],
}: {
  plans: string[];
  upcoming: number;
  notifications: number;
  roles?: CurrentUser['roles'];
}) {
  mockFetch({
    'GET /api/auth/user': () => jsonResponse(currentUser({ roles })),
    'GET /api/training-plans': () =>
      jsonResponse(
        plans.map((status, id) => ({
          id,
          name: 'Plan',
          nameCustom: true,
          planType: 'custom' as const,
          templateSlug: null,
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
    expect(within(training).getByRole('menuitem', { name: 'Adjust Plan' })).toHaveAttribute(
      'href',
      '/training-plan-dashboard#settings',
    );
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
    ).toEqual(['Create a Training Plan', 'Training Plans']);
  });
});

describe('navigation entries', () => {
  it('links every built screen, keeps Calendar with My Events, and shows Admin to staff only', async () => {
    signedInWith({ plans: [], upcoming: 0, notifications: 0 });
    renderApp('/faqs');
    const events = await openGroup('Find Events');
    const items = within(events).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(HEADER_MENUS['Find Events']);
    expect(within(events).getByRole('menuitem', { name: 'parkruns' })).toHaveAttribute('href', '/parkruns');
    expect(within(events).getByRole('menuitem', { name: 'Community Heat Map' })).toHaveAttribute(
      'href',
      '/community-heat-map',
    );
    fireEvent.keyDown(events, { key: 'Escape' });
    const account = await openGroup('Account menu for Ava Nguyen');
    expect(
      within(account)
        .getAllByRole('menuitem')
        .filter((item) => item.hasAttribute('href'))
        .map((item) => item.getAttribute('href')),
    ).toEqual(['/profile', '/profile-setup', '/notification-preferences']);
    expect(within(screen.getByRole('banner')).getByRole('link', { name: 'News' })).toHaveAttribute(
      'href',
      '/news',
    );
  });

  it('puts Admin in the account menu for staff', async () => {
    signedInWith({ plans: [], upcoming: 0, notifications: 0, roles: ['moderator'] });
    renderApp('/faqs');
    const account = await openGroup('Account menu for Ava Nguyen');
    expect(within(account).getByRole('menuitem', { name: 'Admin' })).toHaveAttribute('href', '/admin');
    expect(accountLinks([]).map((item) => item.to)).not.toContain('/admin');
  });
});
