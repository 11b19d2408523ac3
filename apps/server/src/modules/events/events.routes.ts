import {
  createEventSchema,
  createdEventSchema,
  eventDetailSchema,
  eventListSchema,
  eventSchema,
  idParamsSchema,
  listEventsQuerySchema,
  myPaceSchema,
  nearbySearchSchema,
  searchEventsQuerySchema,
  seriesScopeSchema,
  cancelEventSchema,
  updateEventSchema,
  userEventSchema,
  userEventsQuerySchema,
} from '@stride/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/error-responses.ts';
import { z } from 'zod';
import { requireUser } from '../auth/index.ts';
import { sendReadyJson } from '../../lib/ready-json.ts';

export const eventIdParams = idParamsSchema;
const errors = errorResponses(400, 401, 403, 404, 409);

export const eventsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { events: service, discovery } = app.services;

  app.get(
    '/api/events',
    {
      schema: {
        tags: ['events'],
        summary:
          'Upcoming events by start time, filtered by date, time of day, distance, type and pace group (paceSecPerKm ± paceToleranceSec); cursor paging',
        querystring: listEventsQuerySchema,
        response: { 200: eventListSchema, ...errorResponses(400) },
      },
    },
    async (request, reply) => sendReadyJson(reply, await discovery.list(request.query)),
  );

  app.get(
    '/api/events/search',
    {
      schema: {
        tags: ['events'],
        summary:
          'Upcoming events within radiusKm of a point, starting within the next `hours`; with paceSecPerKm, only those with a pace group within paceToleranceSec (default 30) of it',
        querystring: searchEventsQuerySchema,
        response: { 200: nearbySearchSchema, ...errorResponses(400) },
      },
    },
    async (request, reply) => sendReadyJson(reply, await discovery.search(request.query)),
  );

  app.get(
    '/api/events/user',
    {
      schema: {
        tags: ['events'],
        summary: 'Events the signed-in runner created or joined',
        querystring: userEventsQuerySchema,
        response: { 200: z.array(userEventSchema), ...errorResponses(401) },
      },
    },
    async (request) => service.mine(requireUser(request).id, request.query.when),
  );

  app.get(
    '/api/events/my-pace',
    {
      schema: {
        tags: ['events'],
        summary:
          "The signed-in runner's easy pace: their active plan's easy zone, else their profile's preferred pace (null when neither)",
        response: { 200: myPaceSchema, ...errorResponses(401) },
      },
    },
    async (request) => service.pace(requireUser(request).id),
  );

  app.get(
    '/api/events/:id',
    {
      schema: {
        tags: ['events'],
        summary: "An event with its participants and the caller's attendance",
        params: eventIdParams,
        response: { 200: eventDetailSchema, ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => sendReadyJson(reply, await service.detail(request.params.id, request.user?.id)),
  );

  app.post(
    '/api/events',
    {
      schema: {
        tags: ['events'],
        summary: 'Create an event (a recurring one becomes one event per occurrence)',
        body: createEventSchema,
        response: { 201: createdEventSchema, ...errors },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      return reply.code(201).send(await service.create(user, request.body));
    },
  );

  app.patch(
    '/api/events/:id',
    {
      schema: {
        tags: ['events'],
        summary: 'Edit an event (creator only); scope=series edits every upcoming occurrence',
        params: eventIdParams,
        querystring: seriesScopeSchema,
        body: updateEventSchema,
        response: { 200: eventSchema, ...errors },
      },
    },
    async (request) =>
      service.update(requireUser(request), request.params.id, request.body, request.query.scope),
  );

  app.delete(
    '/api/events/:id',
    {
      schema: {
        tags: ['events'],
        summary:
          'Cancel an event (its managers); scope=series cancels every upcoming occurrence; an optional message goes to everyone signed up',
        params: eventIdParams,
        querystring: seriesScopeSchema,
        // Without a body (most clients send none with DELETE) Fastify hands over null.
        body: cancelEventSchema.nullish(),
        response: { 200: z.object({ cancelled: z.number() }), ...errors },
      },
    },
    async (request) =>
      service.cancel(
        requireUser(request),
        request.params.id,
        request.query.scope,
        request.body?.message ?? null,
      ),
  );
};
