import {
  idParamsSchema,
  newsEditableSchema,
  newsInputSchema,
  newsPreviewInputSchema,
  newsPreviewSchema,
  newsUpdateSchema,
} from '@stride/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/error-responses.ts';
import { canWriteNews, requireRole } from '../moderation/index.ts';

const errors = errorResponses(400, 401, 403, 404);

/** Writing news (admins and appointed authors): articles, the live preview and the editors' list. */
export const newsEditorRoutes: FastifyPluginAsyncZod = async (app) => {
  const { news } = app.services;

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
