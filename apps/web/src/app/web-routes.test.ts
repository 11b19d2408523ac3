import { WEB_ROUTES, isWebRoute } from '@stride/contracts';
import { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createRoutes } from './router';

/** Every page path in the route table, as '/a/:b' patterns (the catch-all '*' is not a page). */
function pagePaths(routes: RouteObject[], parent = ''): string[] {
  return routes.flatMap((route) => {
    const path =
      route.path === undefined ? parent : `${parent.replace(/\/$/, '')}/${route.path}`.replace(/^\/\//, '/');
    const own =
      route.index || (route.path !== undefined && route.path !== '*' && !route.children) ? [path || '/'] : [];
    return [...own, ...pagePaths(route.children ?? [], path)];
  });
}

describe('WEB_ROUTES (the server answers 404 for any other path)', () => {
  it('lists exactly the pages of the router', () => {
    const paths = pagePaths(createRoutes(new QueryClient()));
    expect([...paths].sort()).toEqual([...WEB_ROUTES].sort());
  });

  it('matches parameters, a trailing slash and nothing else', () => {
    expect(isWebRoute('/events/42')).toBe(true);
    expect(isWebRoute('/events/42/edit')).toBe(true);
    expect(isWebRoute('/faqs/')).toBe(true);
    expect(isWebRoute('/events')).toBe(false);
    expect(isWebRoute('/events/42/other')).toBe(false);
    expect(isWebRoute('/nowhere')).toBe(false);
  });
});
