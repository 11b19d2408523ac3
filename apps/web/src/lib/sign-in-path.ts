import { safeReturnTo } from '@stride/contracts';

/**
 * The sign-in screen (or, with mode 'register', the sign-up screen) that brings the runner back to
 * `returnTo` afterwards, e.g. signInPath('/events/7', 'register') -> '/auth?mode=register&returnTo=%2Fevents%2F7'.
 * Home, the sign-in screens themselves and anything not on this site add no returnTo.
 */
export function signInPath(returnTo?: string, mode?: 'register'): string {
  const params = new URLSearchParams();
  if (mode) params.set('mode', mode);
  const target = safeReturnTo(returnTo);
  if (target !== '/') params.set('returnTo', target);
  const query = params.toString();
  return query ? `/auth?${query}` : '/auth';
}

/** The page a sign-in link should return to from here: this page, or on /auth the returnTo it already has. */
export function returnTarget(pathname: string, search: string): string {
  if (pathname === '/auth') return new URLSearchParams(search).get('returnTo') ?? '/';
  return `${pathname}${search}`;
}
