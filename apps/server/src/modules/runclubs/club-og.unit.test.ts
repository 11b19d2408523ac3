import { describe, expect, it } from 'vitest';
import { injectClubOgTags } from './club-og.ts';

const page = `<html><head><title>Stride</title><meta property="og:title" content="Stride"></head><body></body></html>`;

describe('injectClubOgTags', () => {
  it("puts the club's name, place, preview card and SportsOrganization in the head, escaped", () => {
    const html = injectClubOgTags(
      page,
      {
        id: 7,
        name: 'Bondi <Runners>',
        description: 'Sunrise runs',
        location: 'Bondi, NSW 2026',
        lat: -33.89,
        lng: 151.27,
        logoUrl: '/api/uploads/club-logos/x.webp',
        updatedAt: new Date('2026-11-27T00:00:00Z'),
      },
      'https://stride.example/',
    );
    expect(html).toContain('<title>Bondi &lt;Runners&gt; | Stride</title>');
    expect(html).toContain('<meta property="og:title" content="Bondi &lt;Runners&gt;">');
    expect(html).toContain('content="Bondi, NSW 2026 — Sunrise runs"');
    const image = `https://stride.example/og/runclubs/7.png?v=${new Date('2026-11-27T00:00:00Z').getTime().toString(36)}`;
    expect(html).toContain(`<meta property="og:image" content="${image}">`);
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image">');
    const ld = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)![1]!);
    expect(ld).toMatchObject({
      '@type': 'SportsOrganization',
      name: 'Bondi <Runners>',
      image,
      logo: 'https://stride.example/api/uploads/club-logos/x.webp',
    });
    expect(html).not.toContain('<Runners>');
    expect(html).toContain('<link rel="canonical" href="https://stride.example/runclubs/7">');
    expect(html.match(/og:title/g)).toHaveLength(1);
  });
});
