import { recordIdSchema } from '@stride/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { sendHtml, type PageHtml } from '../../lib/page-html.ts';
import { withPageMeta } from '../../lib/page-meta.ts';
import { notFound } from '../../lib/errors.ts';

/*
 * Open Graph tags for shared club links (link previews run no JavaScript): GET /runclubs/:id answers
 * the SPA's index.html with the club's name, place and description in og:/twitter: tags and <title>.
 * Unknown or hidden clubs get the plain page (the SPA shows 'Club Not Found').
 */

export interface OgClub {
  id: number;
  name: string;
  description: string | null;
  location: string;
  logoUrl: string | null;
}

export function injectClubOgTags(html: string, club: OgClub, publicUrl: string): string {
  const base = publicUrl.replace(/\/$/, '');
  const url = `${base}/runclubs/${club.id}`;
  const summary = `${club.location}${club.description ? ` — ${club.description}` : ''}`.slice(0, 300);
  return withPageMeta(html, {
    title: club.name,
    description: summary,
    url,
    image: club.logoUrl ? `${base}${club.logoUrl}` : null,
  });
}

export const clubOgRoutes: FastifyPluginAsync<{ pages: PageHtml }> = async (app, { pages }) => {
  const { runclubs } = app.services;
  app.get<{ Params: { id: string } }>('/runclubs/:id', { schema: { hide: true } }, async (request, reply) => {
    const parsed = recordIdSchema.safeParse(request.params.id);
    const club = parsed.success ? await runclubs.preview(parsed.data) : undefined;
    const html = pages.render(`/runclubs/${request.params.id}`, request.headers['accept-language'], {
      dataExists: club !== undefined,
    });
    if (html === undefined) throw notFound('errors.fileNotFound');
    return sendHtml(request, reply, club ? injectClubOgTags(html, club, app.config.publicUrl) : html);
  });
};
