// Where a runner goes after signing in (issue 16, 'Sign-in returns you where you were'). Shared by the
// web (links and guards) and the server (the OAuth round trip), so both accept exactly the same paths.

/** Longest returnTo kept; anything longer is not a page a runner was on. */
export const RETURN_TO_MAX = 512;

/** Paths that would loop back into signing in, or are API calls rather than pages. */
const NOT_A_DESTINATION = /^\/(?:api|auth|signin)(?:[/?#]|$)/;

/** Browsers read a backslash as a slash and drop tabs and newlines, turning '/\x' or '/\t/x' into '//x'. */
function isUnsafeCharacter(character: string): boolean {
  const code = character.charCodeAt(0);
  return character === '\\' || code < 0x20 || code === 0x7f;
}

/**
 * The same-site path to return to, or `fallback`. Only a path on this site is accepted ('/events/7?x=1#y'):
 * never an absolute or protocol-relative URL ('https://evil.example', '//evil.example', '/\evil.example'),
 * never control characters, never the sign-in screens or the API.
 */
export function safeReturnTo(value: unknown, fallback = '/'): string {
  if (typeof value !== 'string' || value.length === 0 || value.length > RETURN_TO_MAX) return fallback;
  if (!value.startsWith('/') || [...value].some(isUnsafeCharacter)) return fallback;
  const base = 'http://stride.invalid';
  let url: URL;
  try {
    url = new URL(value, base);
  } catch {
    return fallback;
  }
  if (url.origin !== base) return fallback;
  const path = `${url.pathname}${url.search}${url.hash}`;
  return NOT_A_DESTINATION.test(path) ? fallback : path;
}
