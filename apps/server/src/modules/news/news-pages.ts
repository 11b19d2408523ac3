import type { NewsArticle, NewsCard } from '@stride/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { escapeHtml, replaceRoot } from '../../lib/html.ts';
import { sendHtml, viewerOf, type PageHtml } from '../../lib/page-html.ts';
import type { NewsArticle as NewsArticleLd, WithContext } from 'schema-dts';
import { jsonLdScript } from '../../lib/json-ld.ts';
import { ogImageUrl, withPageMeta, type PageMeta } from '../../lib/page-meta.ts';
import { FEED_PATH, FEED_TITLE } from './rss.ts';
import { notFound } from '../../lib/errors.ts';

/**
 * /news and /news/:slug painted from the server's HTML, like the event page (modules/events/og.ts): the
 * page arrives with the articles in it (crawlers and slow phones read them before any script), Open
 * Graph tags for link previews, NewsArticle JSON-LD and the RSS feed linked from the head. React
 * replaces the preview on its first render.
 */

const FIRST_PAINT_CARDS = 12;

/** This page's head tags, with the RSS feed linked from every news page. */
export function withHead(html: string, meta: PageMeta): string {
  const feed = `<link rel="alternate" type="application/rss+xml" title="${FEED_TITLE}" href="${FEED_PATH}">`;
  return withPageMeta(html, { ...meta, extra: [feed, ...(meta.extra ?? [])] });
}

/** The article as schema.org NewsArticle (issue 28: with its image and the publisher's logo). */
export function newsJsonLd(
  a: NewsArticle,
  url: string,
  publicUrl: string,
  card: string,
): WithContext<NewsArticleLd> {
  return {
    '@context': 'https://schema.org',
    '@type': 'NewsArticle',
    headline: a.title,
    description: a.excerpt,
    datePublished: a.publishedAt,
    dateModified: a.updatedAt,
    mainEntityOfPage: url,
    url,
    keywords: a.tags.join(', '),
    image: [card, ...(a.featuredImage ? [`${publicUrl}${a.featuredImage}`] : [])],
    author: a.author
      ? { '@type': 'Person', name: [a.author.firstName, a.author.lastName].filter(Boolean).join(' ') }
      : { '@type': 'Organization', name: 'Stride' },
    publisher: {
      '@type': 'Organization',
      name: 'Stride',
      url: publicUrl,
      logo: { '@type': 'ImageObject', url: `${publicUrl}/icons/icon-512.png`, width: '512', height: '512' },
    },
  };
}

const isoDay = (iso: string) => iso.slice(0, 10).split('-').reverse().join('/');

function cardHtml(a: NewsCard): string {
  return [
    '<li class="rounded-lg border p-4">',
    `<h2 class="text-lg font-semibold"><a href="/news/${encodeURIComponent(a.slug)}">${escapeHtml(a.title)}</a></h2>`,
    `<p class="text-xs text-muted-foreground">${isoDay(a.publishedAt)}</p>`,
    `<p class="mt-2 text-sm">${escapeHtml(a.excerpt)}</p>`,
    '</li>',
  ].join('');
}

/** The article itself; its HTML was sanitised by the renderer, everything else is escaped here. */
export function articlePreview(a: NewsArticle): string {
  return [
    '<article class="mx-auto max-w-3xl px-4 py-8">',
    '<div class="mb-4 h-8"></div>',
    `<h1 class="mb-3 text-3xl font-bold tracking-tight">${escapeHtml(a.title)}</h1>`,
    `<p class="text-sm text-muted-foreground">${isoDay(a.publishedAt)}</p>`,
    a.featuredImage ? `<img src="${escapeHtml(a.featuredImage)}" alt="" class="mt-6 w-full rounded-lg">` : '',
    `<div class="prose mt-6">${a.contentHtml}</div>`,
    '</article>',
  ].join('');
}

export const newsPageRoutes: FastifyPluginAsync<{ pages: PageHtml }> = async (app, { pages }) => {
  const { news } = app.services;
  const publicUrl = app.config.publicUrl;

  app.get('/news', { schema: { hide: true } }, async (request, reply) => {
    const html = pages.render('/news', request.headers['accept-language'], {
      ...viewerOf(request),
    });
    if (html === undefined) throw notFound('errors.fileNotFound');
    const cards = await news.latest(FIRST_PAINT_CARDS);
    const page = withHead(html, {
      title: 'News',
      description: 'News, training tips and stories from the Stride running community.',
      url: `${publicUrl}/news`,
      type: 'website',
    });
    return sendHtml(
      request,
      reply,
      replaceRoot(
        page,
        `<section class="mx-auto max-w-5xl px-4 py-8"><h1 class="mb-6 text-3xl font-bold">News</h1><ul class="grid gap-4 sm:grid-cols-2">${cards.map(cardHtml).join('')}</ul></section>`,
      ),
    );
  });

  app.get<{ Params: { slug: string } }>('/news/:slug', { schema: { hide: true } }, async (request, reply) => {
    const slug = request.params.slug;
    // Reading for the page's HTML is not a view: the page's own API call counts it.
    const article = slug.length <= 250 ? await news.read(slug).catch(() => undefined) : undefined;
    const html = pages.render(`/news/${slug}`, request.headers['accept-language'], {
      ...viewerOf(request),
      dataExists: article !== undefined,
    });
    if (html === undefined) throw notFound('errors.fileNotFound');
    if (!article) return sendHtml(request, reply, html);
    const url = `${publicUrl}/news/${encodeURIComponent(article.slug)}`;
    const card = ogImageUrl(publicUrl, `news/${encodeURIComponent(article.slug)}`, article.updatedAt);
    const page = withHead(html, {
      title: article.title,
      description: article.excerpt,
      url,
      type: 'article',
      image: { url: card, alt: article.title },
      extra: [
        `<meta property="article:published_time" content="${escapeHtml(article.publishedAt)}">`,
        ...article.tags.map((t) => `<meta property="article:tag" content="${escapeHtml(t)}">`),
        jsonLdScript(newsJsonLd(article, url, publicUrl, card)),
      ],
    });
    return sendHtml(request, reply, replaceRoot(page, articlePreview(article)));
  });
};
