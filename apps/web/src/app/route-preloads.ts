/**
 * Which chunks a first visit to a route needs before it can paint, for the server to announce as
 * `<link rel="modulepreload">` in the page's HTML (see docs/decisions/0007-route-preloads.md).
 *
 * Without them a cold load is a chain of round trips: entry -> main-app -> the route's page chunk ->
 * the page's translation namespace. With them the browser fetches all of it in parallel with the entry.
 * The build (apps/web/vite.config.ts) resolves each `page` and namespace to the hashed chunk files
 * and writes dist/.vite/route-preloads.json; the server reads that file and never sees this module.
 *
 * Pure data, no imports: vite.config.ts loads this file. A route missing here still works, it just
 * loads the slower way. Signed-in-only routes (`signedIn`) are announced only on a page the server
 * answers to a signed-in runner (an anonymous first visit is redirected to /auth): with them the
 * runner's user, the signed-in header and the page's first data come in parallel with the entry.
 */
/** One line of a page's top: its element, classes and translation key, exactly as the page renders it. */
export interface PreviewLine {
  tag: 'h1' | 'p';
  className: string;
  /** `namespace:key`, with no placeholders. */
  key: string;
}

/**
 * A page's top (heading, intro) as its component lays it out. The server paints it straight from the
 * HTML in a signed-in runner's language, so the page's first words show before any script has run, and
 * React's first render puts the same text in the same place (issue 30: the signed-in pages' Largest
 * Contentful Paint). route-preloads.test.ts checks each line against the page's source.
 */
export interface PagePreview {
  /** The page's outer element's classes. */
  container: string;
  lines: readonly PreviewLine[];
}

const H1 = 'text-3xl font-bold tracking-tight';

export interface RoutePreload {
  /** Path pattern as in the router, with `:param` segments. */
  path: string;
  /** The page module, relative to apps/web. */
  page: string;
  /** Translation namespaces the page needs on its first render (common is always preloaded). */
  namespaces: readonly string[];
  /** An API GET the page starts with, same `:param`s; the server preloads it when it knows it exists. */
  data?: string;
  /** Only for a signed-in runner: the page (or, with `data`, its first API GET) needs a session. */
  signedIn?: boolean;
  /**
   * Rendered by the light entry for a signed-out visitor (app/light-pages.ts, decision 0006): the server
   * announces the page's own chunks without the full app's.
   */
  light?: boolean;
  /** Painted by the server for a signed-in runner (only where the text needs no data). */
  preview?: PagePreview;
  /**
   * Translations (a key, or `key.*` for every text under it) the server needs to paint the page's top from its data in
   * the runner's language, where the page has its own painter on the server (the training dashboard's
   * plan: apps/server/src/modules/training-plans/dashboard-page.ts).
   */
  texts?: readonly string[];
  /** Lucide icons (by component name) such a painter draws: the build writes them as React renders them. */
  icons?: readonly string[];
  /**
   * Modules the page loads only when its first data has something to show (the notifications' items):
   * the server preloads them where it sees such data (PageOptions.dataFiles).
   */
  forData?: readonly string[];
}

export const ROUTE_PRELOADS: readonly RoutePreload[] = [
  { path: '/auth', page: 'src/features/auth/pages/Auth.tsx', namespaces: ['auth'] },
  { path: '/about', page: 'src/features/info/pages/About.tsx', namespaces: ['info'], light: true },
  { path: '/faqs', page: 'src/features/info/pages/Faqs.tsx', namespaces: ['info'], light: true },
  {
    path: '/privacy-policy',
    page: 'src/features/info/pages/PrivacyPolicy.tsx',
    namespaces: ['info'],
    light: true,
  },
  {
    path: '/terms-of-service',
    page: 'src/features/info/pages/TermsOfService.tsx',
    namespaces: ['info'],
    light: true,
  },
  { path: '/demo', page: 'src/features/info/pages/Demo.tsx', namespaces: ['info'] },
  { path: '/offline', page: 'src/features/pwa/pages/Offline.tsx', namespaces: ['pwa'] },
  {
    path: '/email-unsubscribe',
    page: 'src/features/notifications/pages/EmailUnsubscribe.tsx',
    namespaces: ['notifications'],
  },
  {
    path: '/newsletter/unsubscribe',
    page: 'src/features/info/pages/NewsletterUnsubscribe.tsx',
    namespaces: ['info'],
  },
  {
    path: '/newsletter/confirm',
    page: 'src/features/info/pages/NewsletterConfirm.tsx',
    namespaces: ['info'],
  },
  {
    path: '/events/:id',
    page: 'src/features/events/pages/EventDetail.tsx',
    // moderation: the Report actions' words (signed-in visitors).
    namespaces: ['events', 'moderation'],
    data: '/api/events/:id',
  },
  { path: '/news', page: 'src/features/news/pages/NewsList.tsx', namespaces: ['news'], data: '/api/news' },
  {
    path: '/news/:slug',
    page: 'src/features/news/pages/NewsArticle.tsx',
    namespaces: ['news'],
    data: '/api/news/:slug',
  },
  {
    path: '/runclubs/:id',
    page: 'src/features/clubs/pages/RunClubDetail.tsx',
    // moderation: the Report action's words (signed-in visitors).
    namespaces: ['clubs', 'moderation'],
    data: '/api/runclubs/:id',
  },
  {
    path: '/find-runclub',
    page: 'src/features/clubs/pages/FindRunClub.tsx',
    namespaces: ['clubs'],
    preview: {
      container: 'mx-auto max-w-4xl space-y-6 px-4 py-8',
      lines: [
        { tag: 'h1', className: H1, key: 'clubs:find.title' },
        { tag: 'p', className: 'mt-1 text-muted-foreground', key: 'clubs:find.intro' },
      ],
    },
  },
  { path: '/signup', page: 'src/features/clubs/pages/ClubSignup.tsx', namespaces: ['clubs'] },
  { path: '/club-sync', page: 'src/features/clubs/pages/ClubSync.tsx', namespaces: ['clubs'] },
  { path: '/strava-sync', page: 'src/features/clubs/pages/ClubSync.tsx', namespaces: ['clubs'] },
  { path: '/verify-email/:token', page: 'src/features/auth/pages/VerifyEmail.tsx', namespaces: ['auth'] },
  {
    path: '/reset-password/:token',
    page: 'src/features/auth/pages/ResetPassword.tsx',
    namespaces: ['auth'],
  },
  {
    path: '/registration-success',
    page: 'src/features/auth/pages/RegistrationSuccess.tsx',
    namespaces: ['auth'],
  },
  // Signed in, the dashboard also starts with the runner's plans (the first matching entry counts), and
  // the server paints the plan's top: its name, status and summary (components/plan-header.tsx).
  {
    path: '/training-plan-dashboard',
    page: 'src/features/training/pages/TrainingPlanDashboard.tsx',
    namespaces: ['training'],
    data: '/api/training-plans',
    signedIn: true,
    texts: ['training:names.*', 'training:status.*', 'training:dashboard.summary'],
  },
  {
    path: '/training-plan-dashboard',
    page: 'src/features/training/pages/TrainingPlanDashboard.tsx',
    namespaces: ['training'],
  },
  // Signed in only (issue 30: the pages a runner opens daily). `/` is the landing page signed out.
  {
    path: '/',
    page: 'src/features/home/pages/Home.tsx',
    namespaces: ['home', 'events'],
    signedIn: true,
    preview: {
      container: 'mx-auto max-w-6xl space-y-10 px-4 py-8',
      lines: [{ tag: 'h1', className: `${H1} sm:text-4xl`, key: 'home:hero.title' }],
    },
  },
  {
    path: '/my-events',
    page: 'src/features/events/pages/MyEvents.tsx',
    namespaces: ['events'],
    data: '/api/events/user',
    signedIn: true,
    preview: {
      container: 'mx-auto max-w-4xl space-y-6 px-4 py-8',
      lines: [{ tag: 'h1', className: H1, key: 'events:myEvents.title' }],
    },
  },
  // The server paints the heading and, from the list, the first notifications or the empty state
  // (apps/server/src/modules/notifications/notifications-page.ts); the preview is for when it cannot.
  {
    path: '/notifications',
    page: 'src/features/notifications/pages/Notifications.tsx',
    namespaces: ['notifications'],
    data: '/api/notifications',
    signedIn: true,
    preview: {
      container: 'mx-auto max-w-3xl space-y-6 px-4 py-8',
      lines: [{ tag: 'h1', className: H1, key: 'common:pageTitles.notifications' }],
    },
    texts: [
      'common:pageTitles.notifications',
      'notifications:unreadCount_*',
      'notifications:allRead',
      'notifications:markAllRead',
      'notifications:listLabel',
      'notifications:someone',
      'notifications:item.*',
      'notifications:types.*',
      'notifications:messages.*',
      'notifications:details.*',
      'notifications:empty.*',
    ],
    forData: ['src/features/notifications/components/notification-item.tsx'],
    icons: [
      ...['AlarmClock', 'Bell', 'BellRing', 'CalendarClock', 'CalendarPlus', 'CalendarX', 'Handshake'],
      ...['PartyPopper', 'ShieldAlert', 'Trophy', 'UserPlus', 'Users', 'Mail', 'MailOpen', 'CheckCheck'],
    ],
  },
  {
    path: '/buddy-matching',
    page: 'src/features/buddies/pages/BuddyMatching.tsx',
    namespaces: ['social'],
    data: '/api/buddies/suggestions?limit=50',
    signedIn: true,
    preview: {
      container: 'mx-auto max-w-4xl space-y-8 px-4 py-8',
      lines: [
        { tag: 'h1', className: H1, key: 'common:pageTitles.buddyMatching' },
        { tag: 'p', className: 'mt-2 text-muted-foreground', key: 'social:buddies.intro' },
      ],
    },
  },
  {
    path: '/profile',
    page: 'src/features/profile/pages/Profile.tsx',
    namespaces: ['social', 'account'],
    data: '/api/profile',
    signedIn: true,
    preview: {
      container: 'mx-auto max-w-3xl space-y-8 px-4 py-8',
      lines: [{ tag: 'h1', className: H1, key: 'common:pageTitles.profile' }],
    },
  },
  {
    path: '/training-plan-wizard',
    page: 'src/features/training/pages/TrainingPlanWizard.tsx',
    namespaces: ['training'],
  },
];

/** The full app (router, query client, layout): needed by every route except the signed-out landing page. */
export const SHELL_MODULE = 'src/app/main-app.tsx';

/**
 * The layout's signed-in parts a phone shows (lazy chunks): preloaded, with the shell, for a signed-in
 * runner only. Not the header's dropdowns (signed-in-nav), which only wider screens load.
 */
export const SIGNED_IN_SHELL_MODULES = ['src/components/layout/bottom-tab-bar.tsx'] as const;
