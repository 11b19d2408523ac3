import { apiErrorSchema, CLUB_MESSAGES, idParamsSchema } from '@stride/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/errors.ts';
import { embedLanguage, renderClubEmbed } from './club-embed.ts';

/** How many runs the widget lists. */
const EMBED_RUNS = 6;

/**
 * A club's runs for the world outside Stride (issue 28): its public calendar feed, and the widget a club
 * frames on its own website. Both are public and set no cookies; only the widget may be framed.
 */
export const clubCalendarRoutes: FastifyPluginAsyncZod = async (app) => {
  const { runclubs, calendar } = app.services;

  app.get(
    '/runclubs/:id/calendar.ics',
    {
      schema: {
        tags: ['runclubs'],
        summary: "A run club's public iCalendar feed: its runs to come, and those cancelled lately",
        params: idParamsSchema,
        response: { 200: z.string(), 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const club = await runclubs.preview(request.params.id);
      if (!club) throw notFound(CLUB_MESSAGES.notFound);
      return reply
        .type('text/calendar; charset=utf-8')
        .header('cache-control', 'public, max-age=300')
        .send(await calendar.clubFeed(club));
    },
  );

  app.get(
    '/embed/runclubs/:id',
    {
      schema: {
        hide: true,
        params: idParamsSchema,
        querystring: z.object({
          lang: z.string().max(10).optional(),
          theme: z.enum(['light', 'dark', 'auto']).catch('auto').default('auto'),
        }),
      },
    },
    async (request, reply) => {
      const found = await runclubs.nextRuns(request.params.id, EMBED_RUNS);
      if (!found) throw notFound(CLUB_MESSAGES.notFound);
      // The one page another site may frame: frame-ancestors * here, 'none' everywhere else (app.ts).
      reply.raw.removeHeader('x-frame-options');
      reply.raw.setHeader(
        'content-security-policy',
        "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors *; base-uri 'none'; form-action 'none'",
      );
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'public, max-age=300')
        .send(
          renderClubEmbed({
            ...found,
            language: embedLanguage(request.query.lang, request.headers['accept-language']),
            theme: request.query.theme,
            publicUrl: app.config.publicUrl,
          }),
        );
    },
  );
};
