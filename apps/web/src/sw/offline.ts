/// <reference lib="webworker" />
import { matchPrecache } from 'workbox-precaching';
import type { RouteHandlerCallbackOptions } from 'workbox-core';

export const PAGES_CACHE = 'stride-pages';
export const API_CACHE = 'stride-api';
/** Caches holding one runner's pages and data, emptied when someone signs in or out. */
export const PRIVATE_CACHES = [PAGES_CACHE, API_CACHE];

const SHELL = '/index.html';
const NETWORK_TIMEOUT_MS = 5000;

/** Pages the runner opened that stay readable offline: an event page, My Events. */
export const keptPage = (pathname: string) =>
  /^\/events\/\d+\/?$/.test(pathname) || pathname === '/my-events';

/** The API answers those pages (and the app's start) need. */
export const keptApi = (pathname: string) =>
  /^\/api\/events\/\d+(\/comments)?$/.test(pathname) ||
  pathname === '/api/events/user' ||
  pathname === '/api/auth/user' ||
  pathname === '/api/client-config' ||
  pathname === '/api/config/public';

function fetchWithin(request: Request, ms: number): Promise<Response> {
  return Promise.race([
    fetch(request),
    new Promise<Response>((_, reject) => setTimeout(() => reject(new Error('network timeout')), ms)),
  ]);
}

/**
 * Page loads: the network first (a fresh page with its per-route preloads); without one, a kept page
 * from the last visit, the app shell for the home page and the offline page itself, and otherwise the
 * offline page, which offers to try the address again.
 */
export async function handleNavigation({ request, url }: RouteHandlerCallbackOptions): Promise<Response> {
  const kept = keptPage(url.pathname);
  try {
    const response = await fetchWithin(request, NETWORK_TIMEOUT_MS);
    if (kept && response.ok) await (await caches.open(PAGES_CACHE)).put(url.pathname, response.clone());
    return response;
  } catch {
    const cached = kept ? await caches.match(url.pathname, { cacheName: PAGES_CACHE }) : undefined;
    if (cached) return cached;
    const shell = await matchPrecache(SHELL);
    if (shell && (url.pathname === '/' || url.pathname === '/offline')) return shell;
    return Response.redirect(`/offline?from=${encodeURIComponent(url.pathname + url.search)}`, 302);
  }
}
