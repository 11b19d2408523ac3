import type { NewsCard } from '@stride/contracts';

const xml = (s: string) =>
  s.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!,
  );

export const FEED_PATH = '/news/rss.xml';
export const FEED_TITLE = 'Stride news';

/** RSS 2.0 of the newest published articles, every link absolute from PUBLIC_URL. */
export function rssFeed(publicUrl: string, articles: NewsCard[]): string {
  const items = articles.map((a) => {
    const link = `${publicUrl}/news/${encodeURIComponent(a.slug)}`;
    return [
      '<item>',
      `<title>${xml(a.title)}</title>`,
      `<link>${xml(link)}</link>`,
      `<guid isPermaLink="true">${xml(link)}</guid>`,
      `<pubDate>${new Date(a.publishedAt).toUTCString()}</pubDate>`,
      `<description>${xml(a.excerpt)}</description>`,
      ...a.tags.map((t) => `<category>${xml(t)}</category>`),
      '</item>',
    ].join('');
  });
  const built = articles[0] ? new Date(articles[0].publishedAt) : new Date(0);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '<channel>',
    `<title>${FEED_TITLE}</title>`,
    `<link>${xml(`${publicUrl}/news`)}</link>`,
    '<description>News, training tips and stories from the Stride running community</description>',
    '<language>en-au</language>',
    `<lastBuildDate>${built.toUTCString()}</lastBuildDate>`,
    `<atom:link href="${xml(publicUrl + FEED_PATH)}" rel="self" type="application/rss+xml"/>`,
    ...items,
    '</channel>',
    '</rss>',
    '',
  ].join('\n');
}
