#!/usr/bin/env node
// Writes the web app's PNG icons (apps/web/public/icons/) from the SVG logo with sharp: 192 and 512 px
// for the manifest and Android, a maskable 512 px one (full-bleed, the mark inside the safe zone), and
// the 180 px Apple touch icon. The PNGs are committed; run this again after changing the logo.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const PUBLIC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../apps/web/public');
const out = path.join(PUBLIC, 'icons');
mkdirSync(out, { recursive: true });

const render = (svg, size, file) =>
  sharp(path.join(PUBLIC, svg), { density: (72 * size) / 32 })
    .resize(size, size)
    .png({ compressionLevel: 9, palette: true })
    .toFile(path.join(out, file));

await render('favicon.svg', 192, 'icon-192.png');
await render('favicon.svg', 512, 'icon-512.png');
await render('icon-maskable.svg', 512, 'icon-maskable-512.png');
await render('icon-maskable.svg', 180, 'apple-touch-icon.png');
console.log(`icons written to ${path.relative(process.cwd(), out)}`);
