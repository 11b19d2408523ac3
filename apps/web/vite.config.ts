import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const root = fileURLToPath(new URL('.', import.meta.url));

/**
 * Vendor groups that every page needs get their own long-lived chunks (they change less often than app
 * code, so returning visitors keep them cached). Everything else is left to automatic splitting, which
 * keeps libraries used only by lazy pages (maps, forms, dialogs) out of the landing page's initial load.
 * A catch-all "vendor" group would do the opposite, so there deliberately is none.
 */
const vendorGroups = [
  { name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 30 },
  {
    name: 'router',
    test: /[\\/]node_modules[\\/](react-router|cookie|set-cookie-parser)[\\/]/,
    priority: 20,
  },
  { name: 'query', test: /[\\/]node_modules[\\/]@tanstack[\\/]/, priority: 20 },
  {
    name: 'i18n',
    test: /[\\/]node_modules[\\/](i18next|react-i18next|i18next-browser-languagedetector)[\\/]/,
    priority: 20,
  },
  // Maps are heavy and only used on map pages; one chunk that loads with the first map.
  {
    name: 'map',
    test: /[\\/]node_modules[\\/](leaflet|leaflet\.markercluster|react-leaflet|@react-leaflet)[\\/]/,
    priority: 20,
  },
];

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

export default defineConfig({
  root,
  plugins: [react(), tailwindcss(), precompress()],
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
        moduleSideEffects: [{ test: /[\\/]packages[\\/]contracts[\\/]/, sideEffects: false }],
      },
      output: {
        codeSplitting: { groups: vendorGroups },
      },
    },
  },
});
