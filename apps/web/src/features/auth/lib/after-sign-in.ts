import { safeReturnTo, type CurrentUser } from '@stride/contracts';

/**
 * A runner who has not set up their profile yet (profile setup requires at least one preferred
 * distance, sign-up does not ask for them): what a brand-new account looks like after its first sign-in.
 */
export const needsProfileSetup = (user: Pick<CurrentUser, 'preferredDistances'>) =>
  user.preferredDistances.length === 0;

/** `path` with `?returnTo=` added, unless the destination is home anyway. */
export function withReturnTo(path: string, returnTo: string): string {
  if (returnTo === '/') return path;
  const separator = path.includes('?') ? '&' : '?';
  return `${path}${separator}returnTo=${encodeURIComponent(returnTo)}`;
}

/**
 * Where a runner goes once signed in (issue 16): back to the page they came from (a safe same-site
 * returnTo), through profile setup first while their profile is not set up. The OAuth callback on the
 * server follows the same rule for accounts it has just created.
 */
export function destinationAfterSignIn(
  user: Pick<CurrentUser, 'preferredDistances'>,
  returnTo: unknown,
): string {
  const target = safeReturnTo(returnTo);
  return needsProfileSetup(user) ? withReturnTo('/profile-setup', target) : target;
}
