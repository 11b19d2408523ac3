import { clientConfigSchema, pageViewSchema } from '@stride/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pageViews } from '../../db/schema/index.ts';
import { routeLimit } from '../../lib/route-limit.ts';

// Crawlers, previewers and headless tools: their views say nothing about runners.
const BOT =
  /bot|crawl|spider|slurp|preview|facebookexternalhit|headless|lighthouse|curl|wget|python-requests/i;

/** Keeps only the origin and path of an external referrer: query strings can carry personal data. */
export function cleanReferrer(referrer: string | undefined): string | null {
  if (!referrer) return null;
  try {
    const url = new URL(referrer);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    return `${url.origin}${url.pathname}`.slice(0, 300);
  } catch {
    return null;
  }
}

/**
 * First-party page views: path, referrer and language only. No cookie is read or set, no user id, IP
 * address or user agent is stored, and the path loses its query string.
 */
export const analyticsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/analytics/pageview',
    {
      config: routeLimit(120, 60_000),
      schema: { tags: ['analytics'], summary: 'Report one page view', body: pageViewSchema },
    },
    async (request, reply) => {
      const agent = request.headers['user-agent'] ?? '';
      if (agent && !BOT.test(agent)) {
        const { path, referrer, language } = request.body;
        await app.database.db.insert(pageViews).values({
          path: path.split(/[?#]/)[0]!.slice(0, 300),
          referrer: cleanReferrer(referrer),
          language: language?.slice(0, 10) ?? null,
        });
      }
      return reply.code(204).send();
    },
  );

  app.get(
    '/api/client-config',
    {
      schema: {
        tags: ['analytics'],
        summary: 'Signed-in hint and public settings the web app reads first',
        response: { 200: clientConfigSchema },
      },
    },
    async (request, reply) => {
      // Depends on the session cookie, so never shared by caches.
      reply.header('cache-control', 'private, no-store');
      return { signedIn: request.user !== null, analyticsId: app.config.analyticsId ?? null };
    },
  );
};
