/**
 * Every path the web app has a page for (SPEC section 2), as React Router patterns. The server answers
 * these with the app and status 200, and any other path with the app's not-found page and status 404,
 * so crawlers do not index made-up URLs. apps/web/src/app/router.test.tsx keeps this list and the
 * router's table the same.
 */
export const WEB_ROUTES = [
  '/',
  '/auth',
  '/signin',
  '/signup',
  '/verify-email/:token',
  '/reset-password/:token',
  '/registration-success',
  '/about',
  '/faqs',
  '/privacy-policy',
  '/terms-of-service',
  '/demo',
  '/newsletter/unsubscribe',
  '/email-unsubscribe',
  '/newsletter/confirm',
  '/news',
  '/news/:slug',
  '/events/:id',
  '/events/:id/edit',
  '/club-sync',
  '/strava-sync',
  '/training-plan-dashboard',
  '/training-plan-wizard',
  '/profile-setup',
  '/create',
  '/create-visual',
  '/my-events',
  '/calendar',
  '/parkruns',
  '/find-runclub',
  '/create-runclub',
  '/club-signup',
  '/contact',
  '/notifications',
  '/notification-preferences',
  '/profile',
  '/buddy-matching',
  '/training-partners',
  '/community-heat-map',
  '/runclubs/:id',
  '/runclubs/:id/edit',
  '/admin',
  '/admin/news',
  '/admin/news/new',
  '/admin/news/:id',
  '/admin/newsletter',
  // The service worker's page for anything not kept offline; also a real page online.
  '/offline',
] as const;

const PATTERNS = WEB_ROUTES.map(
  (route) =>
    new RegExp(
      `^${route
        .split('/')
        .map((segment) =>
          segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
        )
        .join('/')}/?$`,
    ),
);

/** Whether the web app has a page at this path (no query string); a trailing slash is allowed. */
export function isWebRoute(pathname: string): boolean {
  return PATTERNS.some((pattern) => pattern.test(pathname));
}
