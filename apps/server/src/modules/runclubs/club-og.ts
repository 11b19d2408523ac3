import { recordIdSchema } from '@stride/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { SportsOrganization, WithContext } from 'schema-dts';
import { escapeHtml, replaceRoot } from '../../lib/html.ts';
import { jsonLdScript } from '../../lib/json-ld.ts';
import { sendHtml, viewerOf, type PageHtml } from '../../lib/page-html.ts';
import { ogImageUrl, withPageMeta } from '../../lib/page-meta.ts';
import { notFound } from '../../lib/errors.ts';

/*
 * Open Graph tags for shared club links (link previews run no JavaScript): GET /runclubs/:id answers
 * the SPA's index.html with the club's name, place and description in og:/twitter: tags and <title>,
 * its preview card (/og/runclubs/:id.png) and its schema.org SportsOrganization. Unknown or hidden
 * clubs get the plain page (the SPA shows 'Club Not Found').
 */

export interface OgClub {
  id: number;
  name: string;
  description: string | null;
  location: string;
  lat: number | null;
  lng: number | null;
  logoUrl: string | null;
  updatedAt: Date | string;
}

/** The club as a schema.org SportsOrganization (issue 28). */
export function clubJsonLd(club: OgClub, publicUrl: string, image: string): WithContext<SportsOrganization> {
  const base = publicUrl.replace(/\/$/, '');
  return {
    '@context': 'https://schema.org',
    '@type': 'SportsOrganization',
    name: club.name,
    sport: 'Running',
    url: `${base}/runclubs/${club.id}`,
    ...(club.description ? { description: club.description } : {}),
    image,
    ...(club.logoUrl ? { logo: `${base}${club.logoUrl}` } : {}),
    location: {
      '@type': 'Place',
      name: club.location,
      address: { '@type': 'PostalAddress', addressLocality: club.location, addressCountry: 'AU' },
      ...(club.lat !== null && club.lng !== null
        ? { geo: { '@type': 'GeoCoordinates', latitude: club.lat, longitude: club.lng } }
        : {}),
    },
  };
}

export function injectClubOgTags(html: string, club: OgClub, publicUrl: string): string {
  const base = publicUrl.replace(/\/$/, '');
  const url = `${base}/runclubs/${club.id}`;
  const summary = `${club.location}${club.description ? ` — ${club.description}` : ''}`.slice(0, 300);
  const image = ogImageUrl(base, `runclubs/${club.id}`, club.updatedAt);
  return withPageMeta(html, {
    title: club.name,
    description: summary,
    url,
    image: { url: image, alt: `${club.name}, a run club in ${club.location}` },
    extra: [jsonLdScript(clubJsonLd(club, base, image))],
  });
}

/**
 * Replaces the root's splash with the club's top, laid out as the club page lays it out on a phone (back
 * link, logo, name, place, then its description): it paints straight from the HTML, before any script,
 * so the page's largest text shows at once. React replaces it with the full page on its first render.
 * Text only, the club's own words: the visitor's language is not known here.
 */
export function injectClubPreview(html: string, club: OgClub): string {
  const about = club.description
    ? [
        '<div class="grid gap-8 md:grid-cols-[1fr_18rem]"><div class="space-y-8"><section class="space-y-2">',
        '<div class="h-7"></div>',
        `<p class="whitespace-pre-line">${escapeHtml(club.description)}</p>`,
        '</section></div></div>',
      ]
    : [];
  const preview = [
    '<article class="mx-auto max-w-4xl px-4 py-8">',
    '<div class="mb-4 h-8"></div>',
    '<div class="space-y-8">',
    '<header class="flex flex-wrap items-start gap-4">',
    '<div class="size-20 shrink-0"></div>',
    '<div class="min-w-0 flex-1 space-y-1">',
    `<h1 class="text-3xl font-bold tracking-tight">${escapeHtml(club.name)}</h1>`,
    `<p class="text-sm text-muted-foreground">${escapeHtml(club.location)}</p>`,
    '</div></header>',
    ...about,
    '</div></article>',
  ].join('');
  return replaceRoot(html, preview);
}

export const clubOgRoutes: FastifyPluginAsync<{ pages: PageHtml }> = async (app, { pages }) => {
  const { runclubs } = app.services;
  app.get<{ Params: { id: string } }>('/runclubs/:id', { schema: { hide: true } }, async (request, reply) => {
    const parsed = recordIdSchema.safeParse(request.params.id);
    const club = parsed.success ? await runclubs.preview(parsed.data) : undefined;
    const html = pages.render(`/runclubs/${request.params.id}`, request.headers['accept-language'], {
      ...viewerOf(request),
      dataExists: club !== undefined,
    });
    if (html === undefined) throw notFound('errors.fileNotFound');
    return sendHtml(
      request,
      reply,
      club ? injectClubPreview(injectClubOgTags(html, club, app.config.publicUrl), club) : html,
    );
  });
};
