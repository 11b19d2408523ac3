import type { Db } from '../../db/client.ts';
import { publishedArticles, upcomingPublicEvents } from './seo.repository.ts';

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
export class SeoService {
  constructor(
    private readonly db: Db,
    private readonly publicUrl: string,
  ) {}

  robotsTxt(): string {
    return [
      'User-agent: *',
      'Allow: /',
      'Disallow: /api/',
      'Disallow: /verify-email/',
      'Disallow: /reset-password/',
      '',
      `Sitemap: ${this.publicUrl}/sitemap.xml`,
      '',
    ].join('\n');
  }

  async sitemapXml(): Promise<string> {
    const base = this.publicUrl;
    const [upcoming, articles] = await Promise.all([
      upcomingPublicEvents(this.db, SITEMAP_LIMIT),
      publishedArticles(this.db, SITEMAP_LIMIT),
    ]);
    const entries = [
      ...STATIC_PATHS.map((p) => urlEntry(`${base}${p === '/' ? '/' : p}`)),
      ...upcoming.map((e) => urlEntry(`${base}/events/${e.id}`, e.updatedAt)),
      ...articles.map((a) => urlEntry(`${base}/news/${encodeURIComponent(a.slug)}`, a.updatedAt)),
    ];
    return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</urlset>\n`;
  }
}
