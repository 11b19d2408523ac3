import { and, desc, eq, gte, isNotNull, ne } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { events, newsArticles } from '../../db/schema/index.ts';

/** Public pages worth indexing; signed-in-only screens and one-off token links are left out. */
export const STATIC_PATHS = [
  '/',
  '/about',
  '/faqs',
  '/demo',
  '/news',
  '/privacy-policy',
  '/terms-of-service',
  '/auth',
];
const SITEMAP_LIMIT = 10_000;

const xmlEscape = (s: string) =>
  s.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!,
  );

function urlEntry(loc: string, lastmod?: Date | null): string {
  const mod = lastmod ? `<lastmod>${lastmod.toISOString().slice(0, 10)}</lastmod>` : '';
  return `<url><loc>${xmlEscape(loc)}</loc>${mod}</url>`;
}

/** robots.txt and sitemap.xml, built from the database so new events and articles are found. */
export const seoRoutes: FastifyPluginAsync = async (app) => {
  const base = app.config.publicUrl;

  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) => {
    const body = [
      'User-agent: *',
      'Allow: /',
      'Disallow: /api/',
      'Disallow: /verify-email/',
      'Disallow: /reset-password/',
      '',
      `Sitemap: ${base}/sitemap.xml`,
      '',
    ].join('\n');
    return reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600').send(body);
  });

  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
    const { db } = app.database;
    const [upcoming, articles] = await Promise.all([
      db
        .select({ id: events.id, updatedAt: events.updatedAt })
        .from(events)
        .where(
          and(gte(events.startsAt, new Date()), ne(events.status, 'cancelled'), eq(events.privacy, 'public')),
        )
        .orderBy(events.startsAt)
        .limit(SITEMAP_LIMIT),
      db
        .select({ slug: newsArticles.slug, updatedAt: newsArticles.updatedAt })
        .from(newsArticles)
        .where(and(eq(newsArticles.status, 'published'), isNotNull(newsArticles.publishedAt)))
        .orderBy(desc(newsArticles.publishedAt))
        .limit(SITEMAP_LIMIT),
    ]);
    const entries = [
      ...STATIC_PATHS.map((p) => urlEntry(`${base}${p === '/' ? '/' : p}`)),
      ...upcoming.map((e) => urlEntry(`${base}/events/${e.id}`, e.updatedAt)),
      ...articles.map((a) => urlEntry(`${base}/news/${encodeURIComponent(a.slug)}`, a.updatedAt)),
    ];
    const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</urlset>\n`;
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=900')
      .send(xml);
  });
};
