import { describe, expect, it } from 'vitest';
import { injectOgTags } from './og.ts';

const page = `<!doctype html><html><head><title>Stride</title><meta property="og:title" content="Stride"><meta name="description" content="x"></head><body></body></html>`;

describe('injectOgTags', () => {
  it("replaces the page's generic tags with the event's, escaped", () => {
    const html = injectOgTags(
      page,
      {
        id: 42,
        title: 'Bondi <Sunrise> "Run"',
        description: 'Coffee after',
        date: '2026-11-29',
        time: '06:30',
        location: 'Bondi, NSW 2026',
      },
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
