import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch, renderApp, signedOutUser } from '@/test/utils';

describe('/auth', () => {
  it('offers three choices and explains a provider that is not set up', async () => {
    mockFetch({
      'GET /api/auth/user': signedOutUser,
      'GET /api/auth/providers': () => jsonResponse({ strava: false, google: true }),
    });
    renderApp('/auth');
    expect(await screen.findByRole('button', { name: 'Continue with email' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue with Google' })).toBeInTheDocument();
    const strava = screen.getByRole('button', { name: 'Continue with Strava' });
    await waitFor(() => expect(strava).toBeEnabled());
    fireEvent.click(strava);
    expect(await screen.findByText(/Sign-in with Strava isn't set up/)).toBeInTheDocument();
  });

  it('uses sign-up wording for mode=register, strips name characters and keeps submit disabled until valid', async () => {
    mockFetch({
      'GET /api/auth/user': signedOutUser,
      'GET /api/auth/providers': () => jsonResponse({ strava: false, google: false }),
    });
    renderApp('/auth?mode=register');
    expect(await screen.findByRole('heading', { name: 'Join Stride' })).toBeInTheDocument();
    // The e-mail form is its own chunk, loaded once a mode is chosen.
    const first = await screen.findByLabelText('First name');
    fireEvent.change(first, { target: { value: 'Zoë3 <b>' } });
    expect(first).toHaveValue('Zoë b');
    expect(screen.getByRole('button', { name: 'Create Account' })).toBeDisabled();
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'nope' } });
    expect(await screen.findByText('Please fix the following errors:')).toBeInTheDocument();
    const dob = screen.getByLabelText('Date of birth');
    expect(dob).toHaveAttribute('min');
    expect(dob).toHaveAttribute('max');
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
});
