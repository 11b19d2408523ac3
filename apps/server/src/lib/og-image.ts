import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { Resvg } from '@resvg/resvg-js';
import satori from 'satori';
import { LruCache } from './cache.ts';
import { OG_HEIGHT, OG_WIDTH } from './page-meta.ts';

/**
 * Link-preview images (issue 28): Facebook, X and chat apps want a raster og:image of about 1200×630
 * (they refuse SVG). Each event, club and article gets a PNG card drawn here: its title, a line or two
 * (date and place, or the club's place), and Stride's mark. satori lays the card out as SVG with the
 * Inter font shipped in @fontsource/inter; resvg turns it into a PNG. Cards are kept by content version
 * (the row's last change), so a changed run is drawn again and an unchanged one never is.
 */

const require = createRequire(import.meta.url);
const font = (subset: 'latin' | 'latin-ext', weight: 400 | 700) => ({
  name: 'Inter',
  data: readFileSync(require.resolve(`@fontsource/inter/files/inter-${subset}-${weight}-normal.woff`)),
  weight,
  style: 'normal' as const,
});
const FONTS = [font('latin', 400), font('latin', 700), font('latin-ext', 400), font('latin-ext', 700)];

/**
 * The text without what Inter cannot draw (its Latin subsets: Western and Central European scripts,
 * punctuation, €). Other scripts (a title in 日本語) and emoji would come out as "no glyph" boxes, and
 * a font for them all is tens of megabytes: the image leaves them out, and the page's og:title still
 * carries them.
 */
export const drawable = (text: string) =>
  text
    .replace(/\s+/g, ' ')
    .replace(/[^\u0020-\u024f\u1e00-\u1eff\u2000-\u206f\u20ac\u2122]/gu, '')
    .replace(/ {2,}/g, ' ')
    .trim();

// Stride's mark (apps/web/public/favicon.svg), as the card draws it.
const MARK = `data:image/svg+xml;base64,${Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#ffffff"/><path d="M9 21c3-1 5-3 6.5-6S19 9.5 23 9" fill="none" stroke="#c2410c" stroke-width="3" stroke-linecap="round"/><circle cx="10" cy="22" r="2.5" fill="#c2410c"/></svg>',
).toString('base64')}`;

export interface OgCard {
  /** What kind of page it previews, said above the title ("Group run", "Run club", "News"). */
  label: string;
  title: string;
  lines: string[];
}

type Node = { type: string; props: Record<string, unknown> };
const el = (type: string, style: Record<string, unknown>, children?: unknown): Node => ({
  type,
  props: { style, children },
});

/** Long titles get smaller type, and the longest are cut, so the title stays within three lines. */
const titleSize = (title: string) => (title.length > 60 ? 54 : title.length > 32 ? 66 : 80);
const clip = (text: string, max: number) =>
  text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;

async function draw(card: OgCard): Promise<Buffer> {
  const margin = 72;
  const width = OG_WIDTH - 2 * margin;
  const frame = (children: Node) =>
    el(
      'div',
      {
        width: OG_WIDTH,
        height: OG_HEIGHT,
        display: 'flex',
        background: 'linear-gradient(135deg, #c2410c 0%, #9a3412 100%)',
        color: '#ffffff',
        fontFamily: 'Inter',
      },
      children,
    );
  const tree = frame(
    el('div', { display: 'flex', flexDirection: 'column', width, height: OG_HEIGHT - 2 * margin, margin }, [
      el('div', { fontSize: 30, opacity: 0.85, letterSpacing: 2, width }, drawable(card.label).toUpperCase()),
      el(
        'div',
        { display: 'flex', flexGrow: 1, width, marginTop: 20, overflow: 'hidden' },
        el(
          'div',
          { fontSize: titleSize(card.title), fontWeight: 700, lineHeight: 1.12, width },
          clip(card.title, 110),
        ),
      ),
      el('div', { display: 'flex', alignItems: 'flex-end', justifyContent: 'space-between', width }, [
        el(
          'div',
          { display: 'flex', flexDirection: 'column', fontSize: 34, width: width - 320 },
          card.lines
            .map(drawable)
            .filter(Boolean)
            .map((line) => el('div', { marginTop: 8 }, clip(line, 48))),
        ),
        el('div', { display: 'flex', alignItems: 'center' }, [
          { type: 'img', props: { src: MARK, width: 72, height: 72 } },
          el('div', { fontSize: 48, fontWeight: 700, marginLeft: 18 }, 'Stride'),
        ]),
      ]),
    ]),
  );
  const svg = await satori(tree as never, { width: OG_WIDTH, height: OG_HEIGHT, fonts: FONTS });
  return new Resvg(svg, { fitTo: { mode: 'width', value: OG_WIDTH } }).render().asPng();
}

/** Drawn cards by `key` (kind, id and content version): concurrent asks for one share its drawing. */
export class OgImages {
  readonly #cards = new LruCache<Promise<Buffer>>(300);

  image(key: string, card: OgCard): Promise<Buffer> {
    let png = this.#cards.get(key);
    if (!png) {
      png = draw(card);
      this.#cards.set(key, png);
      // A failed drawing is not kept.
      png.catch(() => this.#cards.delete(key));
    }
    return png;
  }
}
