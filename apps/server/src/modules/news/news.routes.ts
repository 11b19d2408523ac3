import { createReadStream } from 'node:fs';
import {
  apiErrorSchema,
  idParamsSchema,
  newsArticleSchema,
  newsEditableSchema,
  newsImageSchema,
  newsInputSchema,
  newsListQuerySchema,
  newsListSchema,
  newsPreviewInputSchema,
  newsPreviewSchema,
  newsSlugParamsSchema,
  newsUpdateSchema,
} from '@stride/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/error-responses.ts';
import { z } from 'zod';
import { IMAGE_MAX_BYTES, IMAGE_TYPES } from '../../lib/images.ts';
import { canWriteNews, requireRole } from '../moderation/index.ts';
import { FEED_PATH, rssFeed } from './rss.ts';

const FEED_SIZE = 20;

const errors = errorResponses(400, 401, 403, 404);

/** The news API (issue 12): reading for everyone, writing for admins and appointed authors. */
export const newsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { news } = app.services;
  // Featured images come as the raw image body, like profile photos (no CSRF-able form post).
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

  app.post(
    '/api/news',
    {
      schema: {
        tags: ['news'],
        summary: 'Write an article (admins and authors)',
        body: newsInputSchema,
        response: { 201: newsEditableSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await news.create(requireRole(request, canWriteNews), request.body)),
  );

  app.patch(
    '/api/news/:id',
    {
      schema: {
        tags: ['news'],
        summary: 'Edit, schedule, publish or unpublish an article',
        params: idParamsSchema,
        body: newsUpdateSchema,
        response: { 200: newsEditableSchema, ...errors },
      },
    },
    async (request) => news.update(requireRole(request, canWriteNews), request.params.id, request.body),
  );

  app.delete(
    '/api/news/:id',
    {
      schema: {
        tags: ['news'],
        summary: 'Delete an article',
        params: idParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await news.remove(requireRole(request, canWriteNews), request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/api/news/preview',
    {
      schema: {
        tags: ['news'],
        summary: "The editor's live preview: Markdown rendered and sanitised as readers will get it",
        body: newsPreviewInputSchema,
        response: { 200: newsPreviewSchema, ...errors },
      },
    },
    async (request) => {
      requireRole(request, canWriteNews);
      return news.preview(request.body.content);
    },
  );

  app.post(
    '/api/news/images',
    {
      bodyLimit: IMAGE_MAX_BYTES,
      schema: {
        tags: ['news'],
        summary: 'Upload a featured image (JPEG, PNG or WebP up to 5 MB, raw body)',
        response: { 201: newsImageSchema, 413: apiErrorSchema, 415: apiErrorSchema, ...errors },
      },
    },
    async (request, reply) => {
      const user = requireRole(request, canWriteNews);
      return reply
        .code(201)
        .send(await news.uploadImage(user, request.headers['content-type'], request.body));
    },
  );

  app.get(
    '/api/uploads/news/:file',
    { schema: { hide: true, params: z.object({ file: z.string().max(100) }) } },
    async (request, reply) => {
      const file = await news.imageFile(request.params.file);
      return reply
        .header('content-type', 'image/webp')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .send(createReadStream(file));
    },
  );

  app.get(
    '/api/admin/news',
    {
      schema: {
        tags: ['news'],
        summary: 'Articles for their editors: drafts, scheduled and published (authors: their own)',
        response: { 200: z.array(newsEditableSchema), ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return news.forEditors(requireRole(request, canWriteNews));
    },
  );

  app.get(
    '/api/admin/news/:id',
    {
      schema: {
        tags: ['news'],
        summary: 'One article for its editor',
        params: idParamsSchema,
        response: { 200: newsEditableSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return news.get(requireRole(request, canWriteNews), request.params.id);
    },
  );
};
