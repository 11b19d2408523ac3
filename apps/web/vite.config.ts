import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import type { LucideIcon } from 'lucide-react';
import { defineConfig, type Plugin, type Rollup } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import {
  ROUTE_PRELOADS,
  SHELL_MODULE,
  SIGNED_IN_SHELL_MODULES,
  type PagePreview,
} from './src/app/route-preloads.ts';

const root = fileURLToPath(new URL('.', import.meta.url));

/**
 * The web modules that do something when they are first imported (the others only declare): the entry,
 * zod's browser setting, i18next's set-up, the service worker's registration and Leaflet's plugins.
 */
const WEB_MODULES_WITH_SIDE_EFFECTS =
  /[\\/]apps[\\/]web[\\/]src[\\/](main\.tsx|lib[\\/]zod-config\.ts|i18n[\\/]index\.ts|features[\\/]pwa[\\/]index\.ts|features[\\/]events[\\/]components[\\/]events-map\.tsx|sw[\\/])/;

/**
 * Vendor groups that every page needs get their own long-lived chunks (they change less often than app
 * code, so returning visitors keep them cached). Everything else is left to automatic splitting, which
 * keeps libraries used only by lazy pages (maps, forms, dialogs) out of the landing page's initial load.
 * A catch-all "vendor" group would do the opposite, so there deliberately is none.
 */
const vendorGroups = [
  { name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 30 },
  // Router and query cache: together, as every page but the landing page needs both at once.
  {
    name: 'router',
    test: /[\\/]node_modules[\\/](react-router|cookie|set-cookie-parser|@tanstack)[\\/]/,
    priority: 20,
  },
  // Not the <Trans> component (and the HTML parser it brings): one lazy form uses it, so it stays with
  // that form instead of riding in every page's i18n chunk.
  {
    name: 'i18n',
    test: /[\\/]node_modules[\\/](i18next|react-i18next(?![\\/]dist[\\/]es[\\/](Icu)?Trans))[\\/]/,
    priority: 20,
  },
  // Everything else the entry loads up front (landing page, shell, small shared helpers) in one chunk
  // rather than several tiny ones: on a phone each extra request costs a round trip.
  { name: 'initial', tags: ['$initial' as const], priority: 10 },
  // Maps are heavy and only used on map pages; one chunk that loads with the first map.
  {
    name: 'map',
    test: /[\\/]node_modules[\\/](leaflet|leaflet\.markercluster|react-leaflet|@react-leaflet)[\\/]/,
    priority: 20,
  },
];

/**
 * Marks every top-level `const` the contracts compute (their zod schemas, built by call chains) as
 * pure, so the web build drops the ones no web code uses. The contracts keep schemas beside the
 * constants and helpers the web needs; without this, using one constant kept every schema of its
 * module, and zod itself, on pages that validate nothing (issue 30). Each such initialiser becomes
 * `/* @__PURE__ *\/ (() => …)()`: same value, same order, removable when unused. Contract modules only
 * declare (see treeshake.moduleSideEffects below), so no initialiser is run for its effect.
 */
function pureContractDeclarations(): Plugin {
  return {
    name: 'stride-pure-contract-declarations',
    apply: 'build',
    transform: {
      filter: { id: /[\\/]packages[\\/]contracts[\\/]src[\\/][^\\/]+\.ts$/ },
      handler(code, id) {
        const program = this.parse(code, { lang: 'ts' }) as unknown as {
          body: { type: string; declaration?: unknown; declarations?: unknown }[];
        };
        type Init = { type: string; start: number; end: number };
        const inits: Init[] = [];
        for (const statement of program.body) {
          const declaration = (
            statement.type === 'ExportNamedDeclaration' ? statement.declaration : statement
          ) as { type: string; declarations?: { init?: Init | null }[] } | null | undefined;
          if (declaration?.type !== 'VariableDeclaration') continue;
          for (const { init } of declaration.declarations ?? []) {
            if (!init) continue;
            const computed =
              init.type === 'CallExpression' ||
              init.type === 'NewExpression' ||
              // An object or list of schemas (e.g. a form's fields), not one of plain values.
              ((init.type === 'ObjectExpression' || init.type === 'ArrayExpression') &&
                /[\w$]\s*\(/.test(code.slice(init.start, init.end)));
            if (computed) inits.push(init);
          }
        }
        if (inits.length === 0) return null;
        let out = code;
        for (const init of inits.sort((a, b) => b.start - a.start)) {
          const expression = code.slice(init.start, init.end);
          if (!/^[\w$.([{\s]/.test(expression) || !/[)\]}]$/.test(expression)) {
            throw new Error(
              `pure contract declarations: unexpected initialiser in ${id}: ${expression.slice(0, 40)}`,
            );
          }
          out = `${out.slice(0, init.start)}/* @__PURE__ */ (() => (${expression}))()${out.slice(init.end)}`;
        }
        return { code: out, map: null };
      },
    },
  };
}

/**
 * Writes .br and .gz beside every text asset after the build; the server sends them to browsers that
 * accept them (@fastify/static preCompressed), so compression costs nothing per request.
 */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'stride-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      const walk = (dir: string): string[] =>
        readdirSync(dir).flatMap((name) => {
          const file = path.join(dir, name);
          return statSync(file).isDirectory() ? walk(file) : [file];
        });
      for (const file of walk(outDir)) {
        if (!/\.(js|css|html|svg|json|webmanifest|txt|xml)$/.test(file)) continue;
        const body = readFileSync(file);
        if (body.length < 1024) continue;
        writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
      }
    },
  };
}

/** A translation from src/locales, by `namespace:dotted.key`. */
function translation(language: string, key: string): string {
  const [namespace, dotted = ''] = key.split(':');
  const file = path.join(root, 'src/locales', language, `${namespace}.json`);
  const value = dotted
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], readJson(file));
  if (typeof value !== 'string') throw new Error(`route-preloads: no ${language} text for ${key}`);
  return value;
}

/**
 * The text of `namespace:dotted.key`, or with `.*` every text under it, or with `_*` every form of a
 * plural (`count_one`, `count_other`…; the forms differ by language), by full key.
 */
function translations(language: string, wanted: string): Record<string, string> {
  if (wanted.endsWith('_*')) {
    const [namespace, dotted = ''] = wanted.slice(0, -2).split(':');
    const parents = dotted.split('.');
    const base = parents.pop();
    const parent = parents.reduce<unknown>(
      (at, part) => (at as Record<string, unknown> | undefined)?.[part],
      readJson(path.join(root, 'src/locales', language, `${namespace}.json`)),
    );
    const forms = Object.entries(parent ?? {}).filter(
      ([part, value]) => part.startsWith(`${base}_`) && typeof value === 'string',
    );
    if (forms.length === 0) throw new Error(`route-preloads: no ${language} text for ${wanted}`);
    return Object.fromEntries(
      forms.map(([part, value]) => [`${namespace}:${[...parents, part].join('.')}`, value]),
    );
  }
  const group = wanted.endsWith('.*');
  const key = group ? wanted.slice(0, -2) : wanted;
  const [namespace, dotted = ''] = key.split(':');
  const file = path.join(root, 'src/locales', language, `${namespace}.json`);
  const node = dotted
    .split('.')
    .reduce<unknown>((at, part) => (at as Record<string, unknown> | undefined)?.[part], readJson(file));
  if (!group && typeof node === 'string') return { [key]: node };
  if (!group || !node || typeof node !== 'object')
    throw new Error(`route-preloads: no ${language} text for ${wanted}`);
  return Object.assign(
    {},
    ...Object.entries(node).map(([part, value]) =>
      translations(language, typeof value === 'string' ? `${key}.${part}` : `${key}.${part}.*`),
    ),
  );
}

/** A data preview's texts (RoutePreload.texts) in every language: language -> full key -> text. */
function textsByLanguage(keys: readonly string[]) {
  return Object.fromEntries(
    readdirSync(path.join(root, 'src/locales')).map((language) => [
      language,
      Object.assign({}, ...keys.map((key) => translations(language, key))),
    ]),
  );
}

const readJson = (file: string): unknown => JSON.parse(readFileSync(file, 'utf8'));

/**
 * Lucide icons (RoutePreload.icons) as React renders them, by name, for a server-painted top; the
 * server adds each use's classes. Loaded only for the build.
 */
async function iconMarkup(names: readonly string[]): Promise<Record<string, string>> {
  const [{ createElement }, { renderToStaticMarkup }, lucide] = await Promise.all([
    import('react'),
    import('react-dom/server'),
    import('lucide-react'),
  ]);
  return Object.fromEntries(
    names.map((name) => {
      const icon = (lucide as unknown as Record<string, LucideIcon | undefined>)[name];
      if (!icon) throw new Error(`route-preloads: no lucide icon ${name}`);
      return [name, renderToStaticMarkup(createElement(icon))];
    }),
  );
}

/** A page preview with each line's text in every language, for the server to paint (PageHtml). */
function previewTexts(preview: PagePreview) {
  return {
    container: preview.container,
    lines: preview.lines.map(({ tag, className, key }) => ({
      tag,
      className,
      text: Object.fromEntries(
        readdirSync(path.join(root, 'src/locales')).map((language) => [language, translation(language, key)]),
      ),
    })),
  };
}

/**
 * Writes .vite/route-preloads.json: for each route in src/app/route-preloads.ts, the chunk files its
 * first paint needs (page chunk and its static imports, beyond what index.html already loads), plus the
 * shell (main-app) and every translation chunk by namespace and language. The server turns these into
 * `<link rel="modulepreload">` tags in the page's HTML, so a cold load fetches them in parallel.
 */
function routePreloads(): Plugin {
  return {
    name: 'stride-route-preloads',
    apply: 'build',
    async generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((c): c is Rollup.OutputChunk => c.type === 'chunk');
      const byFile = new Map(chunks.map((c) => [c.fileName, c]));
      const bySource = new Map<string, Rollup.OutputChunk>();
      // Each module's chunk: usually the chunk it is the facade of, else the chunk it was grouped into.
      for (const c of chunks) {
        for (const id of c.moduleIds) {
          const source = path.relative(root, id).split(path.sep).join('/');
          if (!bySource.has(source) || c.facadeModuleId === id) bySource.set(source, c);
        }
      }
      /** A chunk and everything it imports statically, depth first. */
      const closure = (start: Rollup.OutputChunk, into = new Set<string>()): Set<string> => {
        if (into.has(start.fileName)) return into;
        into.add(start.fileName);
        for (const file of start.imports) {
          const next = byFile.get(file);
          if (next) closure(next, into);
        }
        return into;
      };
      const entry = chunks.find((c) => c.isEntry);
      const initial = entry ? closure(entry) : new Set<string>();
      const files = (source: string): string[] => {
        const chunk = bySource.get(source);
        if (!chunk) throw new Error(`route-preloads: no chunk for ${source}`);
        return [...closure(chunk)].filter((f) => !initial.has(f));
      };
      const shell = files(SHELL_MODULE);
      const locales: Record<string, Record<string, string>> = {};
      for (const [source, chunk] of bySource) {
        const match = /^src\/locales\/([^/]+)\/([^/]+)\.json$/.exec(source);
        if (match) (locales[match[2]!] ??= {})[match[1]!] = chunk.fileName;
      }
      const signedInShell = [...new Set(SIGNED_IN_SHELL_MODULES.flatMap(files))].filter(
        (f) => !shell.includes(f),
      );
      const routes = await Promise.all(
        ROUTE_PRELOADS.map(async (route) => ({
          path: route.path,
          // A light page (signed out) loads without the shell, so it keeps the chunks it shares with it.
          files: files(route.page).filter((f) => route.light || !shell.includes(f)),
          ...(route.forData
            ? {
                dataFiles: [...new Set(route.forData.flatMap(files))].filter(
                  (f) => !shell.includes(f) && !files(route.page).includes(f),
                ),
              }
            : {}),
          namespaces: route.namespaces,
          ...(route.data ? { data: route.data } : {}),
          ...(route.signedIn ? { signedIn: true } : {}),
          ...(route.light ? { light: true } : {}),
          ...(route.preview ? { preview: previewTexts(route.preview) } : {}),
          ...(route.texts ? { texts: textsByLanguage(route.texts) } : {}),
          ...(route.icons ? { icons: await iconMarkup(route.icons) } : {}),
        })),
      );
      this.emitFile({
        type: 'asset',
        fileName: '.vite/route-preloads.json',
        source: JSON.stringify({ shell, signedInShell, locales, routes }, null, 2),
      });
    },
  };
}

export default defineConfig({
  root,
  plugins: [
    react(),
    tailwindcss(),
    pureContractDeclarations(),
    routePreloads(),
    // Our own service worker (src/sw/): offline reading and web push; the manifest is public/'s.
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src/sw',
      filename: 'sw.ts',
      // Registered by features/pwa/register.ts (no workbox-window: the landing page's budget).
      injectRegister: false,
      manifest: false,
      injectManifest: {
        // The app shell: the page, every page's code and every translation chunk, styles and icons.
        // The map chunk (Leaflet, the largest) is cached when a map is first shown instead.
        globPatterns: [
          'index.html',
          'assets/*.{js,css}',
          'icons/*.png',
          'favicon.svg',
          'manifest.webmanifest',
        ],
        globIgnores: ['assets/map-*'],
        maximumFileSizeToCacheInBytes: 400_000,
      },
    }),
    precompress(),
  ],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: {
    port: 5173,
    proxy: {
      // The API server (apps/server) listens on 5000 in development; cookies stay first-party this way.
      '/api': { target: 'http://127.0.0.1:5000', changeOrigin: false },
    },
  },
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    sourcemap: true,
    rolldownOptions: {
      treeshake: {
        // The contracts package exports zod schemas next to plain constants through one index. Its
        // modules only declare things, so the web build may drop the ones it does not use; otherwise
        // importing LANGUAGES alone would pull every schema and zod itself into the landing page.
        //
        // The web app's own modules likewise only declare things, with the few exceptions listed first
        // (first matching rule wins). Without this, importing one hook through a feature's index.ts
        // (decision 0018) kept every other module that index re-exports, with their imports: the shell
        // loaded the home page's cards, the event dialog, zod and the location list on every page.
        moduleSideEffects: [
          { test: /[\\/]packages[\\/]contracts[\\/]/, sideEffects: false },
          { test: /\.css$/, sideEffects: true },
          { test: WEB_MODULES_WITH_SIDE_EFFECTS, sideEffects: true },
          { test: /[\\/]apps[\\/]web[\\/]src[\\/]/, sideEffects: false },
        ],
      },
      output: {
        codeSplitting: { groups: vendorGroups },
      },
    },
  },
});
