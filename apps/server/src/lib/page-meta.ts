import { escapeHtml, insertBefore, replaceLiterally } from './html.ts';

/** A preview image's size (lib/og-image.ts draws them): what Facebook, X and chat apps show large. */
export const OG_WIDTH = 1200;
export const OG_HEIGHT = 630;

/** Where a page's preview image is, versioned by its content's last change so shared previews refresh. */
export const ogImageUrl = (publicUrl: string, path: string, updatedAt: Date | string) =>
  `${publicUrl.replace(/\/$/, '')}/og/${path}.png?v=${new Date(updatedAt).getTime().toString(36)}`;

/** What a server-painted page (event, club, news) says about itself to link previews and crawlers. */
export interface PageMeta {
  title: string;
  description: string;
  url: string;
  type?: 'website' | 'article';
  /** The preview image: a 1200×630 PNG card (lib/og-image.ts). */
  image?: { url: string; alt: string } | null;
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
    ...(meta.image
      ? [
          ['og:image', meta.image.url],
          ['og:image:type', 'image/png'],
          ['og:image:width', String(OG_WIDTH)],
          ['og:image:height', String(OG_HEIGHT)],
          ['og:image:alt', meta.image.alt],
        ]
      : []),
  ]
    .map(([p, c]) => `<meta property="${p}" content="${escapeHtml(c ?? '')}">`)
    .concat([
      `<meta name="twitter:card" content="${meta.image ? 'summary_large_image' : 'summary'}">`,
      ...(meta.image
        ? [
            `<meta name="twitter:image" content="${escapeHtml(meta.image.url)}">`,
            `<meta name="twitter:image:alt" content="${escapeHtml(meta.image.alt)}">`,
          ]
        : []),
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
