import { locationSearchQuerySchema, locationSuggestionSchema } from '@stride/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

export const locationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/locations/search',
    {
      schema: {
        tags: ['locations'],
        summary: 'Australian locality suggestions for a typed suburb, town or postcode',
        querystring: locationSearchQuerySchema,
        response: { 200: z.array(locationSuggestionSchema) },
      },
    },
    async (request) => app.services.locations.search(request.query.q, request.query.limit),
  );
};
