import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { dismissToast } from '@/components/ui/use-toast';
import { i18n } from '@/i18n';
import {
  currentUser,
  findHomeHeading,
  jsonResponse,
  mockFetch,
  notFound,
  renderApp,
  signedInUser,
  signedOutUser,
} from '@/test/utils';

afterEach(async () => {
  act(() => dismissToast());
  await i18n.changeLanguage('en');
  localStorage.clear();
});

describe('signed-out routes', () => {
  it('shows the loading splash until the auth state is known', async () => {
    let answer: (response: Response) => void = () => {};
    mockFetch({ 'GET /api/auth/user': () => new Promise<Response>((resolve) => (answer = resolve)) });
    renderApp('/');
    expect(await screen.findByText('Loading your running community...')).toBeInTheDocument();
    expect(screen.getByText('Welcome to Stride')).toBeInTheDocument();
    act(() => answer(signedOutUser()));
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: "Welcome to Australia's Premier Running Community",
      }),
    ).toBeInTheDocument();
  });

  it('treats a failing auth request as signed out, without refetching in a loop', async () => {
    const fetch = mockFetch({
      'GET /api/auth/user': () => new Response('', { status: 502, statusText: 'Bad Gateway' }),
    });
    renderApp('/');
    await screen.findByRole('heading', {
      level: 1,
      name: "Welcome to Australia's Premier Running Community",
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(fetch.mock.calls.length).toBeLessThanOrEqual(2);
  });

  it('renders the landing page at / with its calls to action', async () => {
    mockFetch({ 'GET /api/auth/user': signedOutUser });
    renderApp('/');
    await screen.findByRole('heading', {
      level: 1,
      name: "Welcome to Australia's Premier Running Community",
    });
    const main = within(screen.getByRole('main'));
    // One word per action: Sign Up and Sign In, never Get Started, Join Now or Login.
    const signUps = main.getAllByRole('link', { name: 'Sign Up' });
    expect(signUps).toHaveLength(2);
    for (const link of signUps) expect(link).toHaveAttribute('href', '/auth?mode=register');
    expect(main.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/auth');
    expect(main.getByRole('link', { name: 'Watch the story' })).toHaveAttribute('href', '/demo');
    expect(main.getAllByRole('listitem')).toHaveLength(5);
    const header = within(screen.getByRole('banner'));
    expect(header.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/auth');
    expect(header.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/auth?mode=register');
  });

  it('confirms a logout with a toast and cleans the URL back to /', async () => {
    mockFetch({ 'GET /api/auth/user': signedOutUser });
    const { router } = renderApp('/?logged_out=true');
    expect(await screen.findByText('Logged out successfully')).toBeInTheDocument();
    expect(screen.getByText('You have been signed out of your account.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(router.state.location.pathname).toBe('/');
  });

  it('sends anonymous visitors from signed-in pages to /auth, remembering where they were', async () => {
    mockFetch({ 'GET /api/auth/user': signedOutUser, 'GET /api/auth/providers': notFound });
    const { router } = renderApp('/profile?tab=goals');
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
    expect(router.state.location.search).toBe('?returnTo=%2Fprofile%3Ftab%3Dgoals');
    expect(screen.queryByRole('heading', { name: 'Your Profile' })).not.toBeInTheDocument();
  });

  it('asks visitors on a training page to sign in and come back to it', async () => {
    mockFetch({ 'GET /api/auth/user': signedOutUser });
    renderApp('/training-plan-wizard');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Create a Training Plan' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/auth?returnTo=%2Ftraining-plan-wizard',
    );
    await waitFor(() => expect(document.title).toBe('Create a Training Plan | Stride'));
  });
});

describe('signed-in routes', () => {
  it('renders the home dashboard at / and hides the sign-in links', async () => {
    mockFetch({ 'GET /api/auth/user': signedInUser });
    renderApp('/');
    expect(await findHomeHeading()).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Home | Stride'));
    expect(screen.queryByRole('link', { name: 'Sign In' })).not.toBeInTheDocument();
  });

  it('opens signed-in pages and sends signed-in users away from /auth', async () => {
    mockFetch({ 'GET /api/auth/user': signedInUser });
    const { router } = renderApp('/community-heat-map');
    expect(await screen.findByRole('heading', { level: 1, name: 'Community Heat Map' })).toBeInTheDocument();
    await act(() => router.navigate('/auth'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('sends a signed-in runner on /auth back to returnTo, through profile setup while it is not done', async () => {
    mockFetch(
      { 'GET /api/auth/user': () => jsonResponse(currentUser({ preferredDistances: [] })) },
      notFound,
    );
    const { router } = renderApp('/auth?returnTo=%2Fcreate');
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile-setup'), { timeout: 5000 });
    expect(router.state.location.search).toBe('?returnTo=%2Fcreate');
  });

  it('ignores a returnTo that leaves the site', async () => {
    mockFetch({ 'GET /api/auth/user': signedInUser }, notFound);
    const { router } = renderApp('/auth?returnTo=https%3A%2F%2Fevil.example%2F');
    // The guard answers once the auth state is in; allow for a slow first load under a busy test run.
    await waitFor(() => expect(router.state.location.pathname).toBe('/'), { timeout: 5000 });
    // And the home page is in: a page still loading when the test ends suspends outside act().
    await screen.findByRole(
      'heading',
      { level: 1, name: "Building Australia's Biggest Running Community" },
      { timeout: 5000 },
    );
  });
});

describe('language switcher', () => {
  it('lists the eight languages by their own names and switches the interface', async () => {
    mockFetch({ 'GET /api/auth/user': signedOutUser });
    renderApp('/faqs');
    await screen.findByRole('heading', { level: 1, name: 'Frequently asked questions' });
    const select = screen.getByRole('combobox', { name: 'Language' });
    const names = within(select)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(names).toEqual([
      'English',
      'Español',
      'Français',
      'Deutsch',
      'Italiano',
      'Português',
      '中文',
      '日本語',
    ]);
    fireEvent.change(select, { target: { value: 'de' } });
    expect(await screen.findByRole('link', { name: 'Anmelden' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Häufige Fragen' })).toBeInTheDocument();
    expect(localStorage.getItem('preferredLanguage')).toBe('de');
    expect(document.documentElement.lang).toBe('de');
  });
});
