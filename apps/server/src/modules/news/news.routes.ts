import {
  apiErrorSchema,
  newsArticleSchema,
  newsListQuerySchema,
  newsListSchema,
  newsSlugParamsSchema,
} from '@stride/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IMAGE_MAX_BYTES, IMAGE_TYPES } from '../../lib/images.ts';
import { newsEditorRoutes } from './news-editor.routes.ts';
import { newsImageRoutes } from './news-images.routes.ts';
import { FEED_PATH, rssFeed } from './rss.ts';

const FEED_SIZE = 20;

/**
 * The news API (issue 12): reading for everyone here; writing for admins and appointed authors
 * (news-editor.routes.ts) and their featured images (news-images.routes.ts).
 */
export const newsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { news } = app.services;
  // Featured images come as the raw image body, like profile photos (no CSRF-able form post); the
  // plugins registered below inherit the parser.
  app.addContentTypeParser(
    IMAGE_TYPES,
    { parseAs: 'buffer', bodyLimit: IMAGE_MAX_BYTES },
    (_req, body, done) => done(null, body),
  );

  app.get(FEED_PATH, { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('application/rss+xml; charset=utf-8')
      .header('cache-control', 'public, max-age=900')
      .send(rssFeed(app.config.publicUrl, await news.latest(FEED_SIZE))),
  );

  app.get(
    '/api/news',
    {
      schema: {
        tags: ['news'],
        summary: 'Published articles: sticky first, then newest; optional tag; cursor paging',
        querystring: newsListQuerySchema,
        response: { 200: newsListSchema, 400: apiErrorSchema },
      },
    },
    async (request) => news.list(request.query),
  );

  app.get(
    '/api/news/:slug',
    {
      schema: {
        tags: ['news'],
        summary: 'One published article (404 for drafts and scheduled ones); counts a daily view',
        params: newsSlugParamsSchema,
        response: { 200: newsArticleSchema, 404: apiErrorSchema },
      },
    },
    async (request) =>
      news.read(request.params.slug, {
        userId: request.user?.id,
        ip: request.ip,
        userAgent: request.headers['user-agent'],
      }),
  );

  await app.register(newsEditorRoutes);
  await app.register(newsImageRoutes);
};
