import {
  ownProfileSchema,
  profileUpdateSchema,
  publicProfileSchema,
  uuidParamsSchema,
} from '@stride/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/error-responses.ts';
import { requireUser } from '../auth/index.ts';

const errors = errorResponses(400, 401, 404);

/** The runner's profile (one endpoint for every part of it) with progress, and other runners' public profiles. */
export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  const { profile } = app.services;
  const tags = ['profile'];

  app.get(
    '/api/profile',
    {
      schema: {
        tags,
        summary: 'Running preferences and progress of the signed-in runner',
        response: { 200: ownProfileSchema, ...errors },
      },
    },
    async (request) => profile.own(requireUser(request).id),
  );

  app.patch(
    '/api/profile',
    {
      schema: {
        tags,
        summary:
          "Change any part of the runner's profile: personal details, running preferences, goals (replaced)",
        body: profileUpdateSchema,
        response: { 200: ownProfileSchema, ...errors },
      },
    },
    async (request) => profile.update(requireUser(request).id, request.body),
  );

  app.get(
    '/api/users/:id',
    {
      schema: {
        tags,
        summary: "A runner's public profile: never e-mail, birth date (an age band at most) or address",
        params: uuidParamsSchema,
        response: { 200: publicProfileSchema, ...errors },
      },
    },
    async (request) => profile.public(requireUser(request).id, request.params.id),
  );
};
