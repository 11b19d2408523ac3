import { describe, expect, it } from 'vitest';
import { injectClubOgTags } from './club-og.ts';

const page = `<html><head><title>Stride</title><meta property="og:title" content="Stride"></head><body></body></html>`;

describe('injectClubOgTags', () => {
  it("puts the club's name, place and logo in the preview tags, escaped", () => {
    const html = injectClubOgTags(
      page,
      {
        id: 7,
        name: 'Bondi <Runners>',
        description: 'Sunrise runs',
        location: 'Bondi, NSW 2026',
        logoUrl: '/api/uploads/club-logos/x.webp',
      },
      'https://stride.example/',
    );
    expect(html).toContain('<title>Bondi &lt;Runners&gt; | Stride</title>');
    expect(html).toContain('<meta property="og:title" content="Bondi &lt;Runners&gt;">');
    expect(html).toContain('content="Bondi, NSW 2026 — Sunrise runs"');
    expect(html).toContain(
      '<meta property="og:image" content="https://stride.example/api/uploads/club-logos/x.webp">',
    );
    expect(html).toContain('<link rel="canonical" href="https://stride.example/runclubs/7">');
    expect(html.match(/og:title/g)).toHaveLength(1);
  });
});
