import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { LANGUAGES } from '@stride/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LruCache } from './cache.ts';
import { escapeHtml, insertBefore, replaceLiterally, replaceRoot } from './html.ts';

/** The document's opening tag, whatever language the build wrote into it. */
const HTML_TAG = /<html\b[^>]*>/;

/**
 * The SPA's index.html, answered for every client-side route with `<link rel="modulepreload">` tags for
 * the chunks that route needs before its first paint. The web build lists them per route in
 * dist/.vite/route-preloads.json (apps/web/src/app/route-preloads.ts); without the file the page is
 * served as built. Preloading turns a cold load's chain of round trips (entry, app shell, page,
 * translations) into one parallel fetch; see docs/decisions/0007-route-preloads.md.
 */
/** The web app's fallback language (apps/web/src/i18n/languages.ts): always loaded alongside. */
const FALLBACK_LANGUAGE = 'en';

export interface RoutePreloadManifest {
  /** main-app and its static imports: every route but the signed-out landing page needs them. */
  shell: string[];
  /** The layout's signed-in parts a phone shows, beyond the shell: preloaded for a signed-in runner. */
  signedInShell?: string[];
  /** Translation chunk per namespace and language. */
  locales: Record<string, Record<string, string>>;
  routes: {
    path: string;
    files: string[];
    namespaces: string[];
    data?: string;
    signedIn?: boolean;
    /** Rendered without the full app for a signed-out visitor (the web's light entry, decision 0006). */
    light?: boolean;
    preview?: PagePreview;
    /** Translations a data-driven preview needs, by language and full `namespace:key` (PageOptions.paint). */
    texts?: Record<string, Record<string, string>>;
    /** Lucide icons a data-driven preview draws, by name, as React renders them (PageOptions.paint). */
    icons?: Record<string, string>;
    /** Chunks the page needs only when its first data has something to show (PageOptions.dataFiles). */
    dataFiles?: string[];
  }[];
}

/** A page's top with its text in every language (apps/web/src/app/route-preloads.ts, PagePreview). */
interface PagePreview {
  container: string;
  lines: { tag: 'h1' | 'p'; className: string; text: Record<string, string> }[];
}

interface CompiledRoute {
  pattern: RegExp;
  params: string[];
  files: string[];
  namespaces: string[];
  data?: string;
  signedIn?: boolean;
  light?: boolean;
  preview?: PagePreview;
  texts?: Record<string, Record<string, string>>;
  icons?: Record<string, string>;
  dataFiles?: string[];
}

/**
 * A translation in the signed-in runner's language by full key, its `{{name}}` placeholders filled from
 * `values` (as i18next does, unescaped: the caller escapes the result). Undefined when the route's
 * texts have no such key in that language.
 */
export type PreviewText = (key: string, values?: Record<string, string | number>) => string | undefined;

/** A lucide icon by name as React renders it, with `className` added to its classes; undefined if unknown. */
export type PreviewIcon = (name: string, className?: string) => string | undefined;

export interface PageOptions {
  /** The route's data is known to exist (e.g. the event was found), so its API GET is preloaded too. */
  dataExists?: boolean;
  /**
   * The request carries a live session: the page also preloads the runner (GET /api/auth/user), the
   * layout's signed-in parts and, on a signed-in route, its chunks and first data (issue 30).
   */
  signedIn?: boolean;
  /**
   * The signed-in runner's language: a page with a preview paints its top in it straight from the HTML
   * (the visitor's language is only known once a script runs, so signed out there is no preview).
   */
  language?: string | undefined;
  /** The page's data has something to show: preload the chunks the page renders it with (dataFiles). */
  dataFiles?: boolean;
  /** Further API GETs this page starts with, known from its data (e.g. the plan it will show). */
  alsoPreload?: readonly string[];
  /**
   * Paints a signed-in runner's page top from its data (the page's container and its first lines, as
   * the page renders them), with the route's texts in the account's language and its icons; undefined
   * paints nothing.
   */
  paint?: ((text: PreviewText, language: string, icon: PreviewIcon) => string | undefined) | undefined;
}

/** Who is asking, as PageOptions: a session, and the account's language that comes with it. */
export function viewerOf(request: FastifyRequest): Pick<PageOptions, 'signedIn' | 'language'> {
  return { signedIn: request.user !== null, language: request.user?.language };
}

/** The page's top from its preview, in `language`; undefined when a line has no text in it. */
function previewHtml(preview: PagePreview, language: string): string | undefined {
  const lines = preview.lines.map(({ tag, className, text }) =>
    text[language] === undefined
      ? undefined
      : `<${tag} class="${escapeAttr(className)}">${escapeHtml(text[language])}</${tag}>`,
  );
  if (lines.includes(undefined)) return undefined;
  return framed(`<div class="${escapeAttr(preview.container)}">${lines.join('')}</div>`);
}

/** The same frame as the app's Shell: the page's container inside a screen-tall main. */
const framed = (page: string) => `<div class="min-h-[calc(100dvh-4rem)]">${page}</div>`;

/** A route's texts (RoutePreloadManifest) in `language` as a PreviewText. */
export function textsIn(texts: CompiledRoute['texts'], language: string): PreviewText {
  const own = texts?.[language] ?? {};
  return (key, values = {}) =>
    own[key]?.replace(/\{\{\s*(\w+)\s*\}\}/g, (placeholder, name: string) =>
      name in values ? String(values[name]) : placeholder,
    );
}

/** A route's icons (RoutePreloadManifest) as a PreviewIcon. */
export function iconsIn(icons: CompiledRoute['icons']): PreviewIcon {
  return (name, className) =>
    icons?.[name]?.replace(/ class="([^"]*)"/, (_, classes: string) =>
      className ? ` class="${classes} ${escapeAttr(className)}"` : ` class="${classes}"`,
    );
}

/** A path segment as the router saw it; a malformed %-escape is kept as written rather than thrown on. */
function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

const escapeAttr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

function compile(route: RoutePreloadManifest['routes'][number]): CompiledRoute {
  const params: string[] = [];
  const source = route.path
    .split('/')
    .map((segment) => {
      if (!segment.startsWith(':')) return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      params.push(segment.slice(1));
      return '([^/]+)';
    })
    .join('/');
  return { pattern: new RegExp(`^${source}/?$`), params, ...route };
}

/**
 * The languages i18next will load for this visitor, best guess from Accept-Language (the browser's own
 * detection reads the same list; a language picked in the app lives in localStorage, which the server
 * cannot see, so a wrong guess only costs a few unused kilobytes). English always: it is the fallback.
 */
export function preloadLanguages(acceptLanguage: string | undefined): string[] {
  const ranked = (acceptLanguage ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...rest] = part.trim().split(';');
      const q = Number(/q=([\d.]+)/.exec(rest.join(';'))?.[1] ?? 1);
      return { language: tag.split('-')[0]!.toLowerCase(), q: Number.isFinite(q) ? q : 0, index };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  const first = ranked.find((entry) => (LANGUAGES as readonly string[]).includes(entry.language));
  return [...new Set([first?.language ?? FALLBACK_LANGUAGE, FALLBACK_LANGUAGE])];
}

export class PageHtml {
  private cached: { mtimeMs: number; html: string; manifest?: RoutePreloadManifest } | undefined;
  private routes: CompiledRoute[] = [];

  constructor(private readonly distDir: string) {}

  /** index.html and the preload list, re-read when the build is replaced under a running server. */
  private load() {
    const indexFile = path.join(this.distDir, 'index.html');
    const { mtimeMs } = statSync(indexFile);
    if (this.cached?.mtimeMs === mtimeMs) return this.cached;
    let manifest: RoutePreloadManifest | undefined;
    try {
      manifest = JSON.parse(
        readFileSync(path.join(this.distDir, '.vite', 'route-preloads.json'), 'utf8'),
      ) as RoutePreloadManifest;
    } catch {
      manifest = undefined; // built without the plugin: serve the page as it is
    }
    this.routes = manifest?.routes.map(compile) ?? [];
    this.cached = { mtimeMs, html: this.inlineStylesheet(readFileSync(indexFile, 'utf8')), manifest };
    return this.cached;
  }

  /**
   * The one stylesheet blocks the first paint and is small (about 9 KB compressed), so it comes inside
   * the page: a cold visit saves a round trip before anything shows. The <link> stays, as print-only
   * (never blocks rendering): Vite's chunk loader looks for it before loading a route and would
   * otherwise fetch the stylesheet again and wait for it.
   */
  private inlineStylesheet(html: string): string {
    return html.replace(
      /<link rel="stylesheet"[^>]*href="\/(assets\/[\w.-]+\.css)"[^>]*>/,
      (tag, file: string) => {
        try {
          const css = readFileSync(path.join(this.distDir, file), 'utf8').replace(/<\/style/gi, '<\\/style');
          return `<style>${css}</style>\n    ${tag.replace('<link ', '<link media="print" ')}`;
        } catch {
          return tag;
        }
      },
    );
  }

  /** The page for `pathname` with its preload tags, or undefined when there is no built index.html. */
  render(
    pathname: string,
    acceptLanguage: string | undefined,
    options: PageOptions = {},
  ): string | undefined {
    let page: ReturnType<PageHtml['load']>;
    try {
      page = this.load();
    } catch {
      return undefined;
    }
    const { html, manifest } = page;
    if (!manifest) return html;
    const signedIn = options.signedIn === true;
    // A signed-in runner's pages are in their account's language (the app starts in it: data-language).
    const accountLanguage = signedIn ? options.language : undefined;
    const languages = accountLanguage
      ? [...new Set([accountLanguage, FALLBACK_LANGUAGE])]
      : preloadLanguages(acceptLanguage);
    const locale = (namespace: string) =>
      languages.map((language) => manifest.locales[namespace]?.[language]).filter((f) => f !== undefined);
    const files: string[] = [];
    const fetches: string[] = [];
    let data: string | undefined;
    let preview: string | undefined;
    const light = signedIn ? undefined : this.routes.find((r) => r.light && r.pattern.test(pathname));
    if (pathname === '/' && !signedIn) {
      // The landing entry loads nothing else: only its translations, which it fetches after starting.
      files.push(...locale('common'), ...locale('landing'));
    } else if (light) {
      // The light entry renders this page on its own: its chunks and translations, not the full app's.
      files.push(...locale('common'), ...light.files, ...light.namespaces.flatMap(locale));
    } else {
      files.push(...manifest.shell, ...locale('common'));
      if (signedIn) {
        // The app's first question (who is signed in) and the layout's signed-in parts, with the entry.
        files.push(...(manifest.signedInShell ?? []));
        fetches.push('/api/auth/user');
      }
      for (const route of this.routes) {
        if (route.signedIn && !signedIn) continue;
        const match = route.pattern.exec(pathname);
        if (!match) continue;
        files.push(...route.files, ...route.namespaces.flatMap(locale));
        if (options.dataFiles) files.push(...(route.dataFiles ?? []));
        if (route.preview && accountLanguage) preview = previewHtml(route.preview, accountLanguage);
        if (options.paint && accountLanguage) {
          const top = options.paint(
            textsIn(route.texts, accountLanguage),
            accountLanguage,
            iconsIn(route.icons),
          );
          if (top !== undefined) preview = framed(top);
        }
        if (route.data && (route.params.length === 0 || options.dataExists)) {
          data = route.params.reduce(
            (url, name, i) => url.replace(`:${name}`, () => encodeURIComponent(decodeSegment(match[i + 1]!))),
            route.data,
          );
        }
        break;
      }
    }
    // Low priority: the entry's own scripts and the stylesheet (which paint the splash) go first; the
    // route's chunks follow at once in parallel instead of one round trip after another.
    const tags = [...new Set(files)].map(
      (file) => `<link rel="modulepreload" href="/${escapeAttr(file)}" fetchpriority="low">`,
    );
    // The app's fetch sends the session cookie (credentials: 'include'); the preload must match it.
    if (data) fetches.push(data);
    fetches.push(...(options.alsoPreload ?? []));
    for (const url of fetches)
      tags.push(`<link rel="preload" href="${escapeAttr(url)}" as="fetch" crossorigin="use-credentials">`);
    const painted = preview === undefined ? html : replaceRoot(html, preview);
    // The document is in the runner's language (screen readers, hyphenation), and the app starts in it
    // rather than in the browser's (i18n/index.ts reads data-language).
    const inLanguage = accountLanguage
      ? replaceLiterally(
          painted,
          HTML_TAG,
          `<html lang="${escapeAttr(accountLanguage)}" data-language="account">`,
        )
      : painted;
    if (tags.length === 0) return inLanguage;
    return insertBefore(inLanguage, '</head>', `  ${tags.join('\n    ')}\n  `);
  }
}

// A page differs only by route, language guess and event, so the same few hundred bodies repeat:
// compressing one (about 50 KB with the inlined stylesheet) costs about a millisecond, hashing it far less.
const compressed = new LruCache<Buffer>(500);

function compress(html: string, encoding: 'br' | 'gzip'): Buffer {
  const key = `${encoding}|${createHash('sha1').update(html).digest('base64')}`;
  let body = compressed.get(key);
  if (!body) {
    body =
      encoding === 'br'
        ? brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
        : gzipSync(html);
    compressed.set(key, body);
  }
  return body;
}

/**
 * Sends generated HTML compressed the way the static files are (they are precompressed at build time;
 * this page varies by route and event, so its compressed forms are kept by content).
 */
export function sendHtml(request: FastifyRequest, reply: FastifyReply, html: string) {
  const accepted = String(request.headers['accept-encoding'] ?? '');
  reply
    // A signed-in runner's page holds their own data (their language, a painted list or plan): never for a
    // shared cache, whatever it makes of Vary.
    .header('cache-control', request.user ? 'private, no-cache' : 'no-cache')
    // The page announces a signed-in runner's preloads only with a session (PageOptions.signedIn).
    .header('vary', 'accept-encoding, cookie')
    .type('text/html; charset=utf-8');
  const encoding = /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : undefined;
  if (!encoding) return reply.send(html);
  return reply.header('content-encoding', encoding).send(compress(html, encoding));
}
