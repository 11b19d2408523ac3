import type { QueryClient } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type {
  ApiError,
  AuthProviders,
  ClientConfig,
  CurrentUser,
  EventDetail,
  LocationSuggestion,
  Notification,
  OwnProfile,
  RunnerStats,
  TrainingPlanSummary,
  UserEvent,
} from '@stride/contracts';
import { vi } from 'vitest';
import { AppProvider } from '@/app/provider';
import { createRoutes } from '@/app/router';
import { i18n } from '@/i18n';
import { createQueryClient } from '@/lib/query-client';

/** A Response that remembers the body type it was made from, so fake answers are checked against contracts. */
export type TypedResponse<T> = Response & { readonly __body?: T };

/** A JSON Response, as the API server would send it. */
export function jsonResponse<T>(body: T, init: ResponseInit = {}): TypedResponse<T> {
  return new Response(JSON.stringify(body), {
    status: 200,
    ...init,
    headers: { 'Content-Type': 'application/json', ...init.headers },
  });
}

/**
 * The answers web tests fake, typed by @stride/contracts: a handler for one of these keys must answer
 * that endpoint's response type (or the shared error shape), so a contract change breaks the fake
 * instead of letting tests pass against an answer the server can no longer give.
 */
export interface ApiAnswers {
  'GET /api/auth/user': CurrentUser;
  'GET /api/auth/providers': AuthProviders;
  'GET /api/client-config': ClientConfig;
  'GET /api/notifications': Notification[];
  'GET /api/training-plans': TrainingPlanSummary[];
  'GET /api/events/user': UserEvent[];
  'GET /api/users/me/stats': RunnerStats;
  [event: `GET /api/events/${number}`]: EventDetail;
  [search: `GET /api/locations/search?${string}`]: LocationSuggestion[];
}

/**
 * The shared error shape, with `error` widened to string so a literal in a test needs no annotation, and
 * `code` optional: a body without one is an answer whose code this build does not know (its English shows).
 */
type ErrorBody = Omit<ApiError, 'error' | 'code'> & { error: string; code?: ApiError['code'] };
type Handler<T = unknown> = (
  init?: RequestInit,
) => TypedResponse<T | ErrorBody> | Promise<TypedResponse<T | ErrorBody>>;
type Routes = { [K in keyof ApiAnswers]?: Handler<ApiAnswers[K]> } & Record<string, Handler | undefined>;

/**
 * The one fetch fake for web tests: a handler per "METHOD path" (given the request's init). Unknown
 * requests fail the test loudly, or go to `otherwise` when given (e.g. a 404 for endpoints a test
 * doesn't care about). Returns the mock so tests can inspect calls.
 */
export function mockFetch(routes: Routes, otherwise?: Handler) {
  const mock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const key = `${init?.method ?? 'GET'} ${url}`;
    const handler = routes[key] ?? otherwise;
    if (!handler) throw new Error(`Unexpected request in test: ${key}`);
    return handler(init);
  });
  vi.stubGlobal('fetch', mock);
  return mock;
}

export const notFound = () =>
  jsonResponse<ApiError>(
    { error: 'not_found', message: 'No such endpoint', code: 'errors.noSuchEndpoint' },
    { status: 404 },
  );

export const signedOutUser = () =>
  jsonResponse<ApiError>(
    { error: 'unauthorized', message: 'Please sign in to continue', code: 'errors.signInRequired' },
    { status: 401 },
  );

/** A signed-in runner as GET /api/auth/user answers; profile set up unless a test says otherwise. */
export function currentUser(extra: Partial<CurrentUser> = {}): CurrentUser {
  return {
    id: '6f1c1e5e-3c55-4a43-9d7e-2a1d3c4b5a69',
    email: 'runner@example.com',
    emailVerified: true,
    firstName: 'Ava',
    lastName: 'Nguyen',
    profileImageUrl: null,
    // No locality: pages that start from it (home's near-me) need a locations fake only when a test says so.
    location: null,
    dateOfBirth: '1990-05-05',
    sex: 'female',
    bio: null,
    preferredDistances: ['5k'],
    authProvider: 'email',
    hasPassword: true,
    stravaConnected: false,
    googleConnected: false,
    eventsJoined: 0,
    totalDistance: 0,
    buddies: 0,
    goals: [],
    createdAt: '2030-01-01T00:00:00.000Z',
    roles: [],
    language: 'en',
    ...extra,
  };
}

export const signedInUser = () => jsonResponse(currentUser());

/** The runner's profile as GET /api/profile answers: preferences set, a little progress. */
export function ownProfile(extra: Partial<OwnProfile> = {}): OwnProfile {
  return {
    bio: 'Sunrise runner',
    preferredPace: '5:30',
    experienceLevel: 'intermediate',
    availabilityDays: ['saturday'],
    preferredTime: 'morning',
    preferredDistances: ['10k'],
    heatmapOptOut: false,
    progress: { eventsJoined: 4, runsCompleted: 3, totalKm: 21.1, personalBests: { '5k': '24:10' } },
    ...extra,
  };
}

/** Renders one component inside the app's providers (a fresh query client); rerender keeps that client. */
export function renderWithProviders(ui: React.ReactNode, queryClient: QueryClient = createQueryClient()) {
  const wrapped = (node: React.ReactNode) => (
    <AppProvider queryClient={queryClient} i18n={i18n}>
      {node}
    </AppProvider>
  );
  const result = render(wrapped(ui));
  return { ...result, rerender: (node: React.ReactNode) => result.rerender(wrapped(node)) };
}

/** Mounts the real route table in a memory router with the app's providers. */
export function renderApp(path: string, queryClient: QueryClient = createQueryClient()) {
  const router = createMemoryRouter(createRoutes(queryClient), { initialEntries: [path] });
  const view = render(
    <AppProvider queryClient={queryClient} i18n={i18n}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { ...view, router, queryClient };
}

/** The signed-in home page's main heading, once it has rendered. */
export const findHomeHeading = () =>
  screen.findByRole('heading', { level: 1, name: "Building Australia's Biggest Running Community" });
