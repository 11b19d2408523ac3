import { apiErrorSchema, CLUB_MESSAGES, EVENT_MESSAGES, idParamsSchema } from '@stride/contracts';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/errors.ts';
import { OgImages, type OgCard } from '../../lib/og-image.ts';

/** When a run is, for a preview image every reader sees: Australian English, in the run's own zone. */
const when = (startsAt: Date, timeZone: string) =>
  new Intl.DateTimeFormat('en-AU', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
  }).format(startsAt);

const png = { 200: z.any(), 400: apiErrorSchema, 404: apiErrorSchema };

/**
 * The preview images (og:image, twitter:image) of events, clubs and articles (issue 28): 1200×630 PNG
 * cards drawn on first ask and kept per content version (lib/og-image.ts). Page heads link them with
 * `?v=` set to the content's last change (lib/page-meta.ts), so a changed run gets a new URL and
 * previews refresh; browsers and proxies may keep each for a day.
 */
export const ogImageRoutes: FastifyPluginAsyncZod = async (app) => {
  const { events, runclubs, news } = app.services;
  const images = new OgImages();

  const send = async (reply: FastifyReply, key: string, card: OgCard) =>
    reply
      .header('cache-control', 'public, max-age=86400')
      .type('image/png')
      .send(await images.image(key, card));

  app.get(
    '/og/events/:id.png',
    {
      schema: {
        tags: ['seo'],
        summary: "A run's link-preview image (1200×630 PNG)",
        params: idParamsSchema,
        response: png,
      },
    },
    async (request, reply) => {
      const e = await events.preview(request.params.id);
      if (!e) throw notFound(EVENT_MESSAGES.notFound);
      const label =
        e.status === 'cancelled' ? 'Cancelled' : e.isRace ? 'Race' : e.isClubEvent ? 'Club run' : 'Group run';
      return send(reply, `event:${e.id}:${new Date(e.updatedAt).getTime()}`, {
        label: e.isClubEvent && e.clubName && e.status !== 'cancelled' ? `${label} · ${e.clubName}` : label,
        title: e.title,
        lines: [when(new Date(e.startsAt), e.timezone), e.location],
      });
    },
  );

  app.get(
    '/og/runclubs/:id.png',
    {
      schema: {
        tags: ['seo'],
        summary: "A run club's link-preview image (1200×630 PNG)",
        params: idParamsSchema,
        response: png,
      },
    },
    async (request, reply) => {
      const club = await runclubs.preview(request.params.id);
      if (!club) throw notFound(CLUB_MESSAGES.notFound);
      return send(reply, `club:${club.id}:${new Date(club.updatedAt).getTime()}`, {
        label: 'Run club',
        title: club.name,
        lines: [club.location, `${club.memberCount} ${club.memberCount === 1 ? 'member' : 'members'}`],
      });
    },
  );

  app.get(
    '/og/news/:slug.png',
    {
      schema: {
        tags: ['seo'],
        summary: "An article's link-preview image (1200×630 PNG)",
        params: z.object({ slug: z.string().min(1).max(250) }),
        response: png,
      },
    },
    async (request, reply) => {
      const article = await news.read(request.params.slug);
      return send(reply, `news:${article.slug}:${new Date(article.updatedAt).getTime()}`, {
        label: 'Stride news',
        title: article.title,
        lines: [
          new Intl.DateTimeFormat('en-AU', { dateStyle: 'long' }).format(new Date(article.publishedAt)),
        ],
      });
    },
  );
};
