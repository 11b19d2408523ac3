import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { currentUser, jsonResponse, mockFetch, renderApp, signedOutUser } from '@/test/utils';

/** A signed-out visitor; `providers` says which sign-in providers are set up. */
const signedOut = (providers: { strava: boolean; google: boolean }) =>
  mockFetch({
    'GET /api/auth/user': signedOutUser,
    'GET /api/auth/providers': () => jsonResponse(providers),
  });

/** A verification link opened by a signed-out browser (not the one that signed up): verified, no session. */
async function openVerifiedLink(path: string, extra: object = {}) {
  mockFetch({
    'GET /api/auth/user': signedOutUser,
    'GET /api/auth/verify-email/abc': () =>
      jsonResponse({
        success: true,
        expired: false,
        ...extra,
        message: 'Email verified successfully! You can now sign in.',
      }),
  });
  renderApp(path);
  await screen.findByRole('heading', { name: 'Email verified' });
}

describe('/auth', () => {
  it('offers three choices and explains a provider that is not set up', async () => {
    signedOut({ strava: false, google: true });
    renderApp('/auth');
    expect(await screen.findByRole('button', { name: 'Continue with email' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue with Google' })).toBeInTheDocument();
    const strava = screen.getByRole('button', { name: 'Continue with Strava' });
    await waitFor(() => expect(strava).toBeEnabled());
    fireEvent.click(strava);
    expect(await screen.findByText(/Sign-in with Strava isn't set up/)).toBeInTheDocument();
  });

  it('follows the mode in the URL and title, strips name characters, and lists gaps only after a submit', async () => {
    signedOut({ strava: false, google: false });
    renderApp('/auth?mode=register');
    expect(await screen.findByRole('heading', { name: 'Sign up for Stride' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Sign Up | Stride'));
    // The e-mail form is its own chunk, loaded once a mode is chosen.
    const first = await screen.findByLabelText('First name');
    fireEvent.change(first, { target: { value: 'Zoë3 <b>' } });
    expect(first).toHaveValue('Zoë b');
    expect(screen.queryByText('Please fix the following errors:')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByText('Please fix the following errors:')).toBeInTheDocument();
    const dob = screen.getByLabelText('Date of birth');
    expect(dob).toHaveAttribute('min');
    expect(dob).toHaveAttribute('max');
  });

  it('ends registration in a check-your-e-mail state that names the address and resends', async () => {
    const fetch = mockFetch({
      'GET /api/auth/user': signedOutUser,
      'GET /api/auth/providers': () => jsonResponse({ strava: false, google: false }),
      'POST /api/auth/resend-verification': () =>
        jsonResponse({
          success: true,
          message: 'If an unverified account exists with this email, a new verification link is on its way.',
        }),
    });
    const { router } = renderApp('/auth?mode=login&returnTo=%2Fcreate');
    await waitFor(() => expect(document.title).toBe('Sign In | Stride'));
    await act(() =>
      router.navigate('/auth?mode=check-email&returnTo=%2Fcreate', { state: { email: 'mia@example.com' } }),
    );
    expect(await screen.findByRole('heading', { name: 'Check your e-mail' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Check Your E-mail | Stride'));
    expect(screen.getByTestId('check-email')).toHaveTextContent('mia@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Resend verification email' }));
    expect(await screen.findByText('A new link is on its way.')).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledWith(
      '/api/auth/resend-verification',
      // The new link leads back where the runner set out from, like the first.
      expect.objectContaining({ body: '{"email":"mia@example.com","returnTo":"/create"}' }),
    );
    fireEvent.click(screen.getByRole('button', { name: "I've verified: Sign In" }));
    await waitFor(() => expect(router.state.location.search).toBe('?mode=login&returnTo=%2Fcreate'));
  });
});

describe('/verify-email/:token', () => {
  it('shows the expired state with a resend form filled with the address', async () => {
    mockFetch({
      'GET /api/auth/user': signedOutUser,
      'GET /api/auth/verify-email/abc': () =>
        jsonResponse(
          {
            success: false,
            expired: true,
            email: 'mia@example.com',
            message: 'This verification link has expired. Enter your email to get a new one.',
          },
          { status: 400 },
        ),
    });
    renderApp('/verify-email/abc');
    expect(await screen.findByRole('heading', { name: 'Link expired' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('mia@example.com');
    expect(screen.getByRole('button', { name: 'Resend verification email' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Sign In' })).toHaveAttribute('href', '/auth');
  });

  it('signs in the browser that signed up and takes the runner back where they set out from', async () => {
    let verified = false;
    mockFetch({
      'GET /api/auth/user': () =>
        verified ? jsonResponse(currentUser({ preferredDistances: [] })) : signedOutUser(),
      'GET /api/auth/verify-email/abc': () => {
        verified = true;
        return jsonResponse({
          success: true,
          expired: false,
          signedIn: true,
          email: 'mia@example.com',
          message: 'Email verified successfully! You can now sign in.',
        });
      },
    });
    const { router } = renderApp('/verify-email/abc?returnTo=%2Fclub-signup%3Fclub%3D7');
    // A new account sets up its profile first, then goes on to the club.
    await waitFor(() =>
      expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
        '/profile-setup?returnTo=%2Fclub-signup%3Fclub%3D7',
      ),
    );
  });

  it('offers sign-in leading back to a safe returnTo when another browser opened the link', async () => {
    await openVerifiedLink('/verify-email/abc?returnTo=%2Fclub-signup%3Fclub%3D7', {
      email: 'mia@example.com',
    });
    // The page's own button (the header has a Sign In link of its own).
    const hrefs = screen.getAllByRole('link', { name: 'Sign In' }).map((a) => a.getAttribute('href'));
    expect(hrefs).toContain('/auth?mode=login&returnTo=%2Fclub-signup%3Fclub%3D7');
  });

  it('ignores a returnTo that leaves the site', async () => {
    await openVerifiedLink('/verify-email/abc?returnTo=https%3A%2F%2Fevil.example');
    const hrefs = screen.getAllByRole('link', { name: 'Sign In' }).map((a) => a.getAttribute('href'));
    expect(hrefs).toContain('/auth?mode=login');
  });
});
