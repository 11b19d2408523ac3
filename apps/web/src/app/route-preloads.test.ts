import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { NAMESPACES } from '@/i18n';
import { createQueryClient } from '@/lib/query-client';
import { LIGHT_PAGES } from './light-pages';
import { ROUTE_PRELOADS, SHELL_MODULE } from './route-preloads';
import { createRoutes } from './router';

const WEB_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Every full path in the route table, e.g. '/events/:id'. */
function paths(routes: RouteObject[], prefix = ''): string[] {
  return routes.flatMap((route) => {
    const own = route.path === undefined ? prefix : `${prefix}/${route.path}`.replace(/\/+/g, '/');
    return [...(route.path === undefined ? [] : [own]), ...paths(route.children ?? [], own)];
  });
}

describe('route preloads', () => {
  it('name real routes, page modules and namespaces', () => {
    const known = new Set(paths(createRoutes(createQueryClient())));
    expect(existsSync(path.join(WEB_ROOT, SHELL_MODULE))).toBe(true);
    for (const route of ROUTE_PRELOADS) {
      expect(known, route.path).toContain(route.path);
      expect(existsSync(path.join(WEB_ROOT, route.page)), route.page).toBe(true);
      for (const namespace of route.namespaces) expect(NAMESPACES).toContain(namespace);
    }
  });

  it('mark light exactly the pages the light entry renders (the server then leaves the full app out)', () => {
    const light = ROUTE_PRELOADS.filter((route) => route.light).map((route) => route.path);
    expect(light.sort()).toEqual(Object.keys(LIGHT_PAGES).sort());
    // A light page is a visitor's: a signed-in-only page never renders without the app.
    expect(ROUTE_PRELOADS.filter((route) => route.light && route.signedIn)).toEqual([]);
  });

  it("paint a page's top exactly as the page renders it (the server's preview, issue 30)", () => {
    const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    for (const { page, preview } of ROUTE_PRELOADS) {
      if (!preview) continue;
      const source = readFileSync(path.join(WEB_ROOT, page), 'utf8');
      expect(source, page).toContain(`className="${preview.container}"`);
      for (const { tag, className, key } of preview.lines) {
        const line = new RegExp(
          `<${tag}\\b[^>]*className="${escape(className)}"[^>]*>\\s*\\{t\\('${escape(key)}'\\)\\}\\s*</${tag}>`,
        );
        expect(source, `${page}: ${tag} ${key}`).toMatch(line);
      }
    }
  });
});
