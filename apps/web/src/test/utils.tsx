import type { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { AppProvider } from '@/app/provider';
import { createRoutes } from '@/app/router';
import { i18n } from '@/i18n';
import { createQueryClient } from '@/lib/query-client';

/** A JSON Response, as the API server would send it. */
export function jsonResponse(body: unknown, init: ResponseInit = {}): Response {
  return new Response(JSON.stringify(body), {
    status: 200,
    ...init,
    headers: { 'Content-Type': 'application/json', ...init.headers },
  });
}

type Handler = (init?: RequestInit) => Response | Promise<Response>;

/**
 * Replaces fetch with a handler per "METHOD path" (given the request's init). Unknown requests fail
 * the test loudly, or go to `otherwise` when given (e.g. a 404 for endpoints a test doesn't care
 * about). Returns the mock so tests can inspect calls.
 */
export function mockFetch(routes: Record<string, Handler>, otherwise?: Handler) {
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
  jsonResponse({ error: 'not_found', message: 'No such endpoint' }, { status: 404 });

export const signedOutUser = () =>
  jsonResponse({ error: 'unauthorized', message: 'Please sign in to continue' }, { status: 401 });

export const signedInUser = () =>
  jsonResponse({
    id: '6f1c1e5e-3c55-4a43-9d7e-2a1d3c4b5a69',
    email: 'runner@example.com',
    firstName: 'Ava',
    lastName: 'Nguyen',
    profileImageUrl: null,
    roles: [],
    language: 'en',
  });

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
