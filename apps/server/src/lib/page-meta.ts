import { escapeHtml, insertBefore, replaceLiterally } from './html.ts';

/** What a server-painted page (event, club, news) says about itself to link previews and crawlers. */
export interface PageMeta {
  title: string;
  description: string;
  url: string;
  type?: 'website' | 'article';
  image?: string | null;
  /** More head elements, already escaped (JSON-LD, feed links). */
  extra?: string[];
}

/**
 * Removes the page's generic og:/twitter:/description tags and title, then adds this page's, just
 * before </head>. The page's text goes in literally (lib/html.ts): never as a replacement string.
 */
export function withPageMeta(html: string, meta: PageMeta): string {
  const tags = [
    ['og:type', meta.type ?? 'website'],
    ['og:site_name', 'Stride'],
    ['og:title', meta.title],
    ['og:description', meta.description],
    ['og:url', meta.url],
    ...(meta.image ? [['og:image', meta.image]] : []),
  ]
    .map(([p, c]) => `<meta property="${p}" content="${escapeHtml(c ?? '')}">`)
    .concat([
      `<meta name="twitter:card" content="${meta.image && meta.type === 'article' ? 'summary_large_image' : 'summary'}">`,
      `<meta name="twitter:title" content="${escapeHtml(meta.title)}">`,
      `<meta name="twitter:description" content="${escapeHtml(meta.description)}">`,
      `<meta name="description" content="${escapeHtml(meta.description)}">`,
      `<link rel="canonical" href="${escapeHtml(meta.url)}">`,
      ...(meta.extra ?? []),
    ])
    .join('\n    ');
  const cleaned = replaceLiterally(
    html.replace(/\s*<meta\s+(property="og:[^"]*"|name="twitter:[^"]*"|name="description")[^>]*>/g, ''),
    /<title>[^<]*<\/title>/,
    `<title>${escapeHtml(meta.title)} | Stride</title>`,
  );
  return insertBefore(cleaned, '</head>', `    ${tags}\n  `);
}
