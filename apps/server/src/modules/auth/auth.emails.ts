import { renderEmail, type MailMessage } from '../../lib/mailer.ts';

// Links are always built from PUBLIC_URL, never from the request's Host header.

export function verificationEmail(
  publicUrl: string,
  to: string,
  firstName: string | null,
  token: string,
): MailMessage {
  const url = `${publicUrl}/verify-email/${token}`;
  return {
    to,
    subject: 'Verify your Stride email address',
    ...renderEmail({
      heading: `Welcome to Stride${firstName ? `, ${firstName}` : ''}!`,
      paragraphs: [
        'Please confirm your email address to finish creating your account. The link works for 24 hours.',
      ],
      actions: [{ label: 'Verify my email', url }],
      footer: "If you didn't create a Stride account, you can ignore this email.",
    }),
  };
}

export function resetEmail(publicUrl: string, to: string, token: string): MailMessage {
  const url = `${publicUrl}/reset-password/${token}`;
  return {
    to,
    subject: 'Reset your Stride password',
    ...renderEmail({
      heading: 'Reset your password',
      paragraphs: [
        'Someone asked to reset the password of the Stride account for this address. The link works for 1 hour and only once.',
      ],
      actions: [{ label: 'Choose a new password', url }],
      footer: "If you didn't ask for this, ignore this email: your password stays the same.",
    }),
  };
}

export function signupAttemptEmail(publicUrl: string, to: string): MailMessage {
  return {
    to,
    subject: 'Someone tried to sign up to Stride with your email',
    ...renderEmail({
      heading: 'You already have a Stride account',
      paragraphs: [
        'Someone (perhaps you) just tried to create a new Stride account with this email address. Your account already exists, so nothing was changed.',
        'If it was you, sign in below, or reset your password if you have forgotten it.',
      ],
      actions: [
        { label: 'Sign in', url: `${publicUrl}/auth` },
        { label: 'Reset my password', url: `${publicUrl}/auth?mode=forgot` },
      ],
      footer: "If it wasn't you, you can ignore this email.",
    }),
  };
}

/** Someone is guessing this account's password (issue 14): sent once per hour at most, never per attempt. */
export function passwordGuessingEmail(publicUrl: string, to: string): MailMessage {
  return {
    to,
    subject: 'Someone is trying to sign in to your Stride account',
    ...renderEmail({
      heading: 'Repeated failed sign-ins',
      paragraphs: [
        'Someone has just tried many times to sign in to your Stride account with a wrong password.',
        'If it was you and you have forgotten your password, you can choose a new one below.',
        "If it wasn't you, your account is safe as long as your password is not used anywhere else. Stride slows down further attempts; choosing a new, unique password ends them.",
      ],
      actions: [{ label: 'Choose a new password', url: `${publicUrl}/auth?mode=forgot` }],
      footer: 'You receive this at most once an hour while the attempts continue.',
    }),
  };
}
