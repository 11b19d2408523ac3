import { recordIdSchema } from '@stride/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { escapeHtml, replaceRoot } from '../../lib/html.ts';
import { sendHtml, viewerOf, type PageHtml } from '../../lib/page-html.ts';
import { jsonLdScript } from '../../lib/json-ld.ts';
import { ogImageUrl, withPageMeta } from '../../lib/page-meta.ts';
import { eventJsonLd } from './event-json-ld.ts';
import type { EventPreview } from './events.repository.ts';
import { notFound } from '../../lib/errors.ts';

/**
 * Open Graph tags for shared event links. Link previews (chat apps, social networks) do not run
 * JavaScript, so GET /events/:id answers the SPA's index.html with og:/twitter: tags for that event
 * injected into <head>. Unknown or malformed ids fall through to the plain page (the SPA shows
 * 'Event Not Found'). Register after the static plugin: `app.register(eventOgRoutes, { pages })`.
 */

export type OgEvent = EventPreview;

/**
 * Inserts the tags just before </head>, replacing the page's generic og: tags and <title>: Open Graph and
 * Twitter tags with the run's preview card (/og/events/:id.png), and its schema.org Event.
 */
export function injectOgTags(html: string, e: OgEvent, publicUrl: string): string {
  const base = publicUrl.replace(/\/$/, '');
  const url = `${base}/events/${e.id}`;
  const [y, m, d] = String(e.date).split('-');
  // Australian order for the preview text (the page itself formats by the viewer's language).
  const when = `${d}/${m}/${y} ${String(e.time).slice(0, 5)}`;
  const summary = `${when} · ${e.location}${e.description ? ` — ${e.description}` : ''}`.slice(0, 300);
  const image = ogImageUrl(base, `events/${e.id}`, e.updatedAt);
  return withPageMeta(html, {
    title: e.title,
    description: summary,
    url,
    image: { url: image, alt: `${e.title}: ${when}, ${e.location}` },
    extra: [jsonLdScript(eventJsonLd(e, base, image))],
  });
}

/**
 * Replaces the root's splash with the event itself, laid out as the page lays it out (header bar, back
 * link, title, place, description): it paints straight from the HTML, before any script, so a visitor
 * on a slow phone reads the event at once (and crawlers without JavaScript see it). React replaces it
 * on its first render with the full page. Text only: the visitor's language is not known here.
 */
export function injectEventPreview(html: string, e: OgEvent): string {
  const [y, m, d] = String(e.date).split('-');
  const time = String(e.time).slice(0, 5);
  const preview = [
    '<article class="mx-auto max-w-3xl px-4 py-8">',
    '<div class="mb-4 h-8"></div>',
    `<h1 class="mb-5 text-3xl font-bold tracking-tight">${escapeHtml(e.title)}</h1>`,
    `<p class="text-sm text-muted-foreground">${d}/${m}/${y} ${escapeHtml(time)} · ${escapeHtml(e.location)}</p>`,
    e.description ? `<p class="mt-5 whitespace-pre-line text-sm">${escapeHtml(e.description)}</p>` : '',
    '</article>',
  ].join('');
  return replaceRoot(html, preview);
}

const withEvent = (html: string, e: OgEvent, publicUrl: string) =>
  injectEventPreview(injectOgTags(html, e, publicUrl), e);

export const eventOgRoutes: FastifyPluginAsync<{ pages: PageHtml }> = async (app, { pages }) => {
  const { events } = app.services;
  const publicUrl = app.config.publicUrl;

  app.get<{ Params: { id: string } }>('/events/:id', { schema: { hide: true } }, async (request, reply) => {
    const parsed = recordIdSchema.safeParse(request.params.id);
    const row = parsed.success ? await events.preview(parsed.data) : undefined;
    // A known event's page also preloads its API answer, which the page asks for first.
    const html = pages.render(`/events/${request.params.id}`, request.headers['accept-language'], {
      ...viewerOf(request),
      dataExists: row !== undefined,
    });
    if (html === undefined) throw notFound('errors.fileNotFound');
    // An unknown event is the app's 'Event Not Found' page, answered as a 404.
    return sendHtml(request, reply.code(row ? 200 : 404), row ? withEvent(html, row, publicUrl) : html);
  });
};
