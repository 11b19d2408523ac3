import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { createBrowserRouter, redirect, type Params, type RouteObject } from 'react-router';
import { LoadingSplash } from '@/components/loading-splash';
import { RootLayout } from './root-layout';
import { RouteError } from '@/components/route-error';
import {
  GuestOnly,
  RequireAuth,
  authStateLoader,
  firstDataLoader,
  guestOnlyLoader,
  type FirstData,
  requireAuthLoader,
} from './guards';
import { i18n } from '@/i18n';
import { suggestionsQueryOptions } from '@/features/buddies';
import { runclubQueryOptions } from '@/features/clubs';
import { eventQueryOptions, userEventsQueryOptions } from '@/features/events';
import { loadNoticeItems, notificationsQueryOptions } from '@/features/notifications';
import { profileQueryOptions } from '@/features/profile';
import { ensureShownPlan } from '@/features/training';
import { HomeOrLanding } from './home-or-landing';
import { ROUTE_PRELOADS } from './route-preloads';

/** Turns a page module (default export) into a lazy route, so each page is its own chunk. */
function page(load: () => Promise<{ default: ComponentType }>): RouteObject['lazy'] {
  return async () => ({ Component: (await load()).default });
}

/**
 * Loads a route's translation namespaces (route-preloads.ts) together with its page chunk, so the page
 * renders once with its text instead of suspending on useTranslation right after it arrives.
 */
function withNamespaces(routes: RouteObject[]): RouteObject[] {
  return routes.map((route) => {
    const namespaces = ROUTE_PRELOADS.find((entry) => entry.path === `/${route.path}`)?.namespaces;
    const load = route.lazy;
    if (!namespaces?.length || typeof load !== 'function') return route;
    return {
      ...route,
      lazy: async () => (await Promise.all([load(), i18n.loadNamespaces([...namespaces])]))[0],
    };
  });
}

/** Pages open to everyone, signed in or not (SPEC section 2 lists them for both). */
const publicRoutes: RouteObject[] = [
  { path: 'signup', lazy: page(() => import('@/features/clubs/pages/ClubSignup')) },
  { path: 'verify-email/:token', lazy: page(() => import('@/features/auth/pages/VerifyEmail')) },
  { path: 'registration-success', lazy: page(() => import('@/features/auth/pages/RegistrationSuccess')) },
  { path: 'about', lazy: page(() => import('@/features/info/pages/About')) },
  { path: 'faqs', lazy: page(() => import('@/features/info/pages/Faqs')) },
  { path: 'privacy-policy', lazy: page(() => import('@/features/info/pages/PrivacyPolicy')) },
  { path: 'terms-of-service', lazy: page(() => import('@/features/info/pages/TermsOfService')) },
  { path: 'demo', lazy: page(() => import('@/features/info/pages/Demo')) },
  // The link in every newsletter e-mail.
  {
    path: 'newsletter/unsubscribe',
    lazy: page(() => import('@/features/info/pages/NewsletterUnsubscribe')),
  },
  // "Stop e-mails like this" in every notice e-mail (issue 28).
  {
    path: 'email-unsubscribe',
    lazy: page(() => import('@/features/notifications/pages/EmailUnsubscribe')),
  },
  // The link in the newsletter's confirmation e-mail (double opt-in).
  { path: 'newsletter/confirm', lazy: page(() => import('@/features/info/pages/NewsletterConfirm')) },
  { path: 'news', lazy: page(() => import('@/features/news/pages/NewsList')) },
  { path: 'news/:slug', lazy: page(() => import('@/features/news/pages/NewsArticle')) },
  { path: 'events/:id', lazy: page(() => import('@/features/events/pages/EventDetail')) },
  { path: 'runclubs/:id', lazy: page(() => import('@/features/clubs/pages/RunClubDetail')) },
  // The club directory is open to visitors, like a club's own page (issue 26).
  { path: 'find-runclub', lazy: page(() => import('@/features/clubs/pages/FindRunClub')) },
  // The service worker's answer for a page not kept on this device while offline.
  { path: 'offline', lazy: page(() => import('@/features/pwa/pages/Offline')) },
  // The spec names both paths for the same club-sync screen.
  { path: 'club-sync', lazy: page(() => import('@/features/clubs/pages/ClubSync')) },
  { path: 'strava-sync', lazy: page(() => import('@/features/clubs/pages/ClubSync')) },
  {
    path: 'training-plan-dashboard',
    lazy: page(() => import('@/features/training/pages/TrainingPlanDashboard')),
  },
  { path: 'training-plan-wizard', lazy: page(() => import('@/features/training/pages/TrainingPlanWizard')) },
];

/** Signed-out only: a signed-in visitor is sent to `/`. */
const guestRoutes: RouteObject[] = [
  { path: 'auth', lazy: page(() => import('@/features/auth/pages/Auth')) },
  // The spec's verification screen points at /signin; it is the same sign-in screen.
  { path: 'signin', loader: () => redirect('/auth') },
  { path: 'reset-password/:token', lazy: page(() => import('@/features/auth/pages/ResetPassword')) },
];

/** Signed-in only: an anonymous visitor is sent to /auth. */
const signedInRoutes: RouteObject[] = [
  { path: 'profile-setup', lazy: page(() => import('@/features/profile/pages/ProfileSetup')) },
  { path: 'create', lazy: page(() => import('@/features/events/pages/CreateEvent')) },
  { path: 'create-visual', lazy: page(() => import('@/features/events/pages/CreateEventVisual')) },
  { path: 'events/:id/edit', lazy: page(() => import('@/features/events/pages/EditEvent')) },
  { path: 'my-events', lazy: page(() => import('@/features/events/pages/MyEvents')) },
  { path: 'calendar', lazy: page(() => import('@/features/events/pages/Calendar')) },
  { path: 'parkruns', lazy: page(() => import('@/features/events/pages/Parkruns')) },
  { path: 'create-runclub', lazy: page(() => import('@/features/clubs/pages/CreateRunClub')) },
  { path: 'club-signup', lazy: page(() => import('@/features/clubs/pages/ClubSignup')) },
  { path: 'runclubs/:id/edit', lazy: page(() => import('@/features/clubs/pages/EditRunClub')) },
  { path: 'contact', lazy: page(() => import('@/features/info/pages/Contact')) },
  { path: 'notifications', lazy: page(() => import('@/features/notifications/pages/Notifications')) },
  {
    path: 'notification-preferences',
    lazy: page(() => import('@/features/notifications/pages/NotificationPreferences')),
  },
  { path: 'profile', lazy: page(() => import('@/features/profile/pages/Profile')) },
  { path: 'buddy-matching', lazy: page(() => import('@/features/buddies/pages/BuddyMatching')) },
  { path: 'training-partners', lazy: page(() => import('@/features/buddies/pages/TrainingPartners')) },
  { path: 'community-heat-map', lazy: page(() => import('@/features/heatmap/pages/CommunityHeatMap')) },
  // Staff only; each page sends anyone without the role home, and the API answers them 403.
  { path: 'admin', lazy: page(() => import('@/features/moderation/pages/Admin')) },
  { path: 'admin/news', lazy: page(() => import('@/features/news/pages/AdminNews')) },
  { path: 'admin/news/new', lazy: page(() => import('@/features/news/pages/NewsEditor')) },
  { path: 'admin/news/:id', lazy: page(() => import('@/features/news/pages/NewsEditor')) },
  { path: 'admin/newsletter', lazy: page(() => import('@/features/moderation/pages/AdminNewsletter')) },
];

/** A route's record id (`:id`), or undefined when the address has none a page could show. */
const recordId = (params: Params) => (/^\d+$/.test(params.id ?? '') ? Number(params.id) : undefined);

/**
 * How the pages a runner opens daily load their first data, by route path (firstDataLoader, issue 30).
 * `signedIn`: only with a session (the others are public pages).
 */
const FIRST_DATA: Record<string, FirstData> = {
  profile: { signedIn: true, load: (client) => client.ensureQueryData(profileQueryOptions) },
  'my-events': { signedIn: true, load: (client) => client.ensureQueryData(userEventsQueryOptions) },
  notifications: {
    signedIn: true,
    // An empty list needs no items' code (features/notifications/lib/notice-items.ts).
    load: async (client) => {
      if ((await client.ensureQueryData(notificationsQueryOptions)).length > 0) await loadNoticeItems();
    },
  },
  'buddy-matching': { signedIn: true, load: (client) => client.ensureQueryData(suggestionsQueryOptions) },
  'training-plan-dashboard': {
    signedIn: true,
    load: (client, _params, url) => ensureShownPlan(client, url.searchParams),
  },
  'runclubs/:id': {
    load: async (client, params) => {
      const id = recordId(params);
      return id && client.ensureQueryData(runclubQueryOptions(id));
    },
  },
  'events/:id': {
    load: async (client, params) => {
      const id = recordId(params);
      return id && client.ensureQueryData(eventQueryOptions(id));
    },
  },
};

/**
 * The whole route table (SPEC section 2). Exported separately so tests can mount it in a memory router.
 * `waitForFirstData` tells whether a page's first data should be in before it renders (the app's first
 * load only; tests render at once).
 */
export function createRoutes(queryClient: QueryClient, waitForFirstData = () => false): RouteObject[] {
  const withFirstData = (routes: RouteObject[]) =>
    routes.map((route) => {
      const first = route.path ? FIRST_DATA[route.path] : undefined;
      return first ? { ...route, loader: firstDataLoader(queryClient, waitForFirstData, first) } : route;
    });
  return [
    {
      id: 'root',
      path: '/',
      Component: RootLayout,
      // Shown on first load while the root loader waits for the auth state.
      HydrateFallback: LoadingSplash,
      ErrorBoundary: RouteError,
      loader: authStateLoader(queryClient),
      children: [
        { index: true, Component: HomeOrLanding },
        ...withFirstData(withNamespaces(publicRoutes)),
        { Component: GuestOnly, loader: guestOnlyLoader(queryClient), children: withNamespaces(guestRoutes) },
        {
          Component: RequireAuth,
          loader: requireAuthLoader(queryClient),
          children: withFirstData(withNamespaces(signedInRoutes)),
        },
        { path: '*', lazy: page(() => import('@/features/errors/pages/NotFound')) },
      ],
    },
  ];
}

export function createAppRouter(queryClient: QueryClient) {
  let firstLoad = true;
  const router = createBrowserRouter(createRoutes(queryClient, () => firstLoad));
  const unsubscribe = router.subscribe((state) => {
    if (!state.initialized) return;
    firstLoad = false;
    unsubscribe();
  });
  return router;
}
