import {
  commentInputSchema,
  commentSchema,
  commentUpdateSchema,
  idParamsSchema,
  reactionInputSchema,
  recordIdSchema,
} from '@stride/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/error-responses.ts';
import { z } from 'zod';
import { requireUser } from '../auth/index.ts';
import { eventIdParams } from './events.routes.ts';

const errors = errorResponses(400, 401, 403, 404);
const commentParams = idParamsSchema.extend({ commentId: recordIdSchema });

export const socialRoutes: FastifyPluginAsyncZod = async (app) => {
  const { social: service } = app.services;

  app.post(
    '/api/events/:id/reactions',
    {
      schema: {
        tags: ['events'],
        summary: 'Add an emoji reaction (one of each per runner)',
        params: eventIdParams,
        body: reactionInputSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await service.react(request.params.id, requireUser(request).id, request.body.emoji);
      return reply.code(204).send(null);
    },
  );

  app.delete(
    '/api/events/:id/reactions',
    {
      schema: {
        tags: ['events'],
        summary: 'Remove one of my reactions',
        params: eventIdParams,
        querystring: reactionInputSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await service.unreact(request.params.id, requireUser(request).id, request.query.emoji);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/api/events/:id/comments',
    {
      schema: {
        tags: ['events'],
        summary: 'Comments, oldest first',
        params: eventIdParams,
        response: { 200: z.array(commentSchema), ...errors },
      },
    },
    async (request) => service.comments(request.params.id, request.user?.id),
  );

  app.post(
    '/api/events/:id/comments',
    {
      schema: {
        tags: ['events'],
        summary: 'Post a quick comment or free text',
        params: eventIdParams,
        body: commentInputSchema,
        response: { 201: commentSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { content, isQuickComment } = request.body;
      return reply
        .code(201)
        .send(await service.addComment(request.params.id, requireUser(request).id, content, isQuickComment));
    },
  );

  app.patch(
    '/api/events/:id/comments/:commentId',
    {
      schema: {
        tags: ['events'],
        summary: 'Edit my comment',
        params: commentParams,
        body: commentUpdateSchema,
        response: { 200: commentSchema, ...errors },
      },
    },
    async (request) =>
      service.editComment(
        request.params.id,
        request.params.commentId,
        requireUser(request).id,
        request.body.content,
      ),
  );

  app.delete(
    '/api/events/:id/comments/:commentId',
    {
      schema: {
        tags: ['events'],
        summary: 'Delete my comment',
        params: commentParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await service.deleteComment(request.params.id, request.params.commentId, requireUser(request).id);
      return reply.code(204).send(null);
    },
  );
};
