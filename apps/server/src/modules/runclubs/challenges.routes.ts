import {
  challengeListSchema,
  challengeParamsSchema,
  challengeSchema,
  createChallengeSchema,
  idParamsSchema,
} from '@stride/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/error-responses.ts';
import { requireUser } from '../auth/index.ts';

const errors = errorResponses(400, 401, 403, 404, 409);

/** A club's challenges (issue 29): set by its owner and admins, joined by its members. */
export const clubChallengeRoutes: FastifyPluginAsyncZod = async (app) => {
  const { clubChallenges } = app.services;

  app.get(
    '/api/runclubs/:id/challenges',
    {
      schema: {
        tags: ['runclubs'],
        summary:
          "A club's challenges with the caller's progress; the leaderboards' first rows for the club's members only",
        params: idParamsSchema,
        response: { 200: challengeListSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => clubChallenges.list(request.params.id, request.user?.id),
  );

  app.post(
    '/api/runclubs/:id/challenges',
    {
      schema: {
        tags: ['runclubs'],
        summary:
          'Set a challenge (owner or admins): runs attended at the club runs, or km of activities, between two dates',
        params: idParamsSchema,
        body: createChallengeSchema,
        response: { 201: challengeSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await clubChallenges.create(requireUser(request).id, request.params.id, request.body)),
  );

  app.get(
    '/api/runclubs/:id/challenges/:challengeId',
    {
      schema: {
        tags: ['runclubs'],
        summary: "A challenge with the caller's progress and, for the club's members only, its leaderboard",
        params: challengeParamsSchema,
        response: { 200: challengeSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => clubChallenges.one(request.params.id, request.params.challengeId, request.user?.id),
  );

  app.post(
    '/api/runclubs/:id/challenges/:challengeId/join',
    {
      schema: {
        tags: ['runclubs'],
        summary: "Take part in a challenge (the club's members, no limit on how many)",
        params: challengeParamsSchema,
        response: { 200: challengeSchema, ...errors },
      },
    },
    async (request) =>
      clubChallenges.join(requireUser(request).id, request.params.id, request.params.challengeId),
  );
};
