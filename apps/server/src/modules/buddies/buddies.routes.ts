import {
  blockedRunnersSchema,
  buddyMatchListSchema,
  buddyMatchSchema,
  buddyPreferencesAnswerSchema,
  buddyPreferencesUpdateSchema,
  buddyRequestListSchema,
  buddyRequestSchema,
  buddySuggestionListSchema,
  buddySuggestionsQuerySchema,
  idParamsSchema,
  uuidParamsSchema,
} from '@stride/contracts';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/error-responses.ts';
import { requireUser } from '../auth/index.ts';
import { sendReadyJson } from '../../lib/ready-json.ts';

const errors = errorResponses(400, 401, 403, 404, 409);

/** Running buddies and blocking (issue 11). */
export const buddiesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { buddies } = app.services;
  const tags = ['buddies'];

  app.get(
    '/api/buddies/preferences',
    {
      schema: {
        tags,
        summary: "Buddy preferences (the spec's defaults until saved)",
        response: { 200: buddyPreferencesAnswerSchema, ...errors },
      },
    },
    async (request) => buddies.preferences(requireUser(request).id),
  );

  app.put(
    '/api/buddies/preferences',
    {
      schema: {
        tags,
        summary: 'Save buddy preferences: opts in to matching (isActive false opts out)',
        body: buddyPreferencesUpdateSchema,
        response: { 200: buddyPreferencesAnswerSchema, ...errors },
      },
    },
    async (request) => buddies.updatePreferences(requireUser(request).id, request.body),
  );

  app.get(
    '/api/buddies/suggestions',
    {
      schema: {
        tags,
        summary: 'Runners near home who suit each other, best first, with the parts of each score',
        querystring: buddySuggestionsQuerySchema,
        response: { 200: buddySuggestionListSchema, ...errors },
      },
    },
    // Every field is listed by the service; a runner's returning visit is the page's busiest read.
    async (request, reply) =>
      sendReadyJson(reply, await buddies.suggestionsJson(requireUser(request).id, request.query.limit)),
  );

  app.post(
    '/api/buddies/requests',
    {
      schema: {
        tags,
        summary: 'Ask a runner to be your buddy (409 while a request or buddyship is open)',
        body: buddyRequestSchema,
        response: { 201: buddyMatchSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { recipientId, message } = request.body;
      return reply.code(201).send(await buddies.request(requireUser(request).id, recipientId, message));
    },
  );

  app.get(
    '/api/buddies/requests',
    {
      schema: {
        tags,
        summary: 'Open requests received and sent',
        response: { 200: buddyRequestListSchema, ...errors },
      },
    },
    async (request) => buddies.requests(requireUser(request).id),
  );

  for (const [action, status] of [
    ['accept', 'accepted'],
    ['decline', 'declined'],
  ] as const) {
    app.post(
      `/api/buddies/requests/:id/${action}`,
      {
        schema: {
          tags,
          summary: `${action === 'accept' ? 'Accept' : 'Decline'} a request (its recipient only)`,
          params: idParamsSchema,
          response: { 200: buddyMatchSchema, ...errors },
        },
      },
      async (request) => buddies.respond(requireUser(request).id, request.params.id, status),
    );
  }

  app.get(
    '/api/buddies',
    { schema: { tags, summary: 'Accepted buddies', response: { 200: buddyMatchListSchema, ...errors } } },
    async (request) => buddies.buddies(requireUser(request).id),
  );

  app.get(
    '/api/users/me/blocks',
    {
      schema: {
        tags,
        summary: 'The runners I blocked, newest first, to unblock them',
        response: { 200: blockedRunnersSchema, ...errors },
      },
    },
    async (request) => ({ runners: await buddies.blocked(requireUser(request).id) }),
  );

  app.post(
    '/api/users/:id/block',
    {
      schema: {
        tags,
        summary:
          "Block a runner, both ways: no joining each other's runs, no comments on them, no buddy suggestions, requests or notices about each other; they leave the blocker's upcoming runs",
        params: uuidParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await buddies.block(requireUser(request).id, request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.delete(
    '/api/users/:id/block',
    {
      schema: {
        tags,
        summary: 'Unblock a runner',
        params: uuidParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await buddies.unblock(requireUser(request).id, request.params.id);
      return reply.code(204).send(null);
    },
  );
};
