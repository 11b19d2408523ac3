import MarkdownIt from 'markdown-it';
import sanitizeHtml from 'sanitize-html';

// Raw HTML off: what authors type as tags shows as text. markdown-it also refuses javascript:, vbscript:
// and file: links itself; the sanitiser below is the second wall and the one that decides.
const md = new MarkdownIt({ html: false, linkify: true, typographer: false });

/**
 * Only what Markdown produces, with no attribute that runs code: no script or style, no event handlers,
 * links and images by http(s), mailto or a path on this site (never javascript: or data:). Every
 * link leaves with rel="noopener nofollow ugc".
 */
const POLICY: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'hr',
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'blockquote',
    'ul',
    'ol',
    'li',
    'strong',
    'em',
    's',
    'code',
    'pre',
    'a',
    'img',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: { a: ['href', 'title', 'rel'], img: ['src', 'alt', 'title'], ol: ['start'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener nofollow ugc' }) },
};

/** Markdown as written → HTML that is safe to put in a page. */
export function renderMarkdown(source: string): string {
  return sanitizeHtml(md.render(source), POLICY);
}

/** The article's opening words as plain text, for an excerpt nobody wrote. */
export function plainExcerpt(source: string, max = 200): string {
  const text = sanitizeHtml(md.render(source), { allowedTags: [], allowedAttributes: {} })
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max - 20)).trimEnd()}…`;
}

/** A URL path segment from a title: lower-case ASCII words joined by hyphens, or 'article'. */
export function slugify(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
  return slug || 'article';
}
