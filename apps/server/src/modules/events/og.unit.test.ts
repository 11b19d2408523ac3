import { describe, expect, it } from 'vitest';
import type { EventPreview } from './events.repository.ts';
import { injectEventPreview, injectOgTags } from './og.ts';

/** An event as the page's query reads it. */
const preview = (e: Partial<EventPreview>): EventPreview => ({
  id: 1,
  title: 'Run',
  description: null,
  date: '2026-11-29',
  time: '06:30:00',
  timezone: 'Australia/Sydney',
  startsAt: new Date('2026-11-28T19:30:00Z'),
  previousStartsAt: null,
  location: 'Bondi, NSW 2026',
  lat: -33.89,
  lng: 151.27,
  meetingPoint: null,
  status: 'open',
  distances: ['5k'],
  clubId: null,
  clubName: null,
  isClubEvent: false,
  createdBy: 'Ada Lovelace',
  isRace: false,
  raceCost: null,
  raceWebsite: null,
  maxParticipants: 15,
  participantCount: 3,
  updatedAt: new Date('2026-11-20T00:00:00Z'),
  ...e,
});

const page = `<!doctype html><html><head><title>Stride</title><meta property="og:title" content="Stride"><meta name="description" content="x"></head><body></body></html>`;

describe('injectOgTags', () => {
  it("replaces the page's generic tags with the event's, escaped", () => {
    const html = injectOgTags(
      page,
      preview({ id: 42, title: 'Bondi <Sunrise> "Run"', description: 'Coffee after' }),
      'https://stride.example/',
    );
    expect(html).toContain('<meta property="og:title" content="Bondi &lt;Sunrise&gt; &quot;Run&quot;">');
    expect(html).toContain('<meta property="og:url" content="https://stride.example/events/42">');
    expect(html).toContain('content="29/11/2026 06:30 · Bondi, NSW 2026 — Coffee after"');
    expect(html).toContain('<title>Bondi &lt;Sunrise&gt; &quot;Run&quot; | Stride</title>');
    expect(html.match(/og:title/g)).toHaveLength(1);
    expect(html.match(/name="description"/g)).toHaveLength(1);
  });
});

describe('injectEventPreview', () => {
  it("puts the event, escaped, in place of the root's splash", () => {
    const html = injectEventPreview(
      '<html><body>\n<div id="root"><div class="splash"><svg></svg></div></div>\n</body></html>',
      preview({
        id: 7,
        title: 'Tan <b>Track</b>',
        description: 'Meet at the <gate>',
        date: '2026-12-01',
        time: '18:00:00',
        location: 'South Yarra, VIC 3141',
      }),
    );
    expect(html).not.toContain('splash');
    expect(html).toContain(
      '<h1 class="mb-5 text-3xl font-bold tracking-tight">Tan &lt;b&gt;Track&lt;/b&gt;</h1>',
    );
    expect(html).toContain('01/12/2026 18:00 · South Yarra, VIC 3141');
    expect(html).toContain('Meet at the &lt;gate&gt;');
    expect(html.match(/id="root"/g)).toHaveLength(1);
    expect(html).toMatch(/<\/div>\s*<\/body><\/html>$/);
  });
});

describe('text full of $ replacement patterns (issue 14)', () => {
  const dollars = (n: number) => '$`'.repeat(n);
  const event = preview({
    id: 9,
    title: `Dollar $' and $\` and $& end ${dollars(100)}`,
    description: dollars(2500),
    date: '2026-12-01',
    time: '18:00:00',
    location: "Bondi $' $& $1 $<x>, NSW 2026",
  });
  const bigPage = `<!doctype html><html><head><title>Stride</title>${'<meta name="x">'.repeat(50)}</head><body>\n<div id="root"></div>\n</body></html>`;

  it('are inserted literally: one <title>, and the page grows only by the escaped text', () => {
    const html = injectEventPreview(injectOgTags(bigPage, event, 'https://stride.example'), event);
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.match(/<head>/g)).toHaveLength(1);
    expect(html).toContain(`<title>Dollar $&#39; and $\` and $&amp; end ${dollars(100)} | Stride</title>`);
    // Title (≈ 230 B) a few times, description (5 KB) three times in the tags (cut to 300), once in
    // the JSON-LD and once in the preview: far under 64 KB, where the $` expansion made 66 MB.
    expect(html.length).toBeLessThan(24_000);
  });
});
