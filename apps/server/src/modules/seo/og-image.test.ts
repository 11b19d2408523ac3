import jsonld from 'jsonld';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { newsArticles } from '../../db/schema/index.ts';
import { localDate } from '../../lib/timezones.ts';
import { signedInUser } from '../../../test/helpers/factories.ts';
import { useWebApp } from '../../../test/helpers/web-app.ts';

/**
 * Issue 28: events, clubs and articles that other tools can read. The pages' JSON-LD is read with the
 * jsonld library (expanded against schema.org's vocabulary, offline) and the preview images with sharp.
 */
const web = useWebApp();
const ctx = () => web.ctx;

// schema.org's context, as the jsonld library needs it without the network: its vocabulary.
const SCHEMA_CONTEXT = { '@context': { '@vocab': 'https://schema.org/' } };
const documentLoader = async (url: string) => {
  if (!url.startsWith('https://schema.org')) throw new Error(`unexpected context ${url}`);
  return { contextUrl: undefined, documentUrl: url, document: SCHEMA_CONTEXT };
};

function jsonLdOf(html: string): Record<string, unknown> {
  const match = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html);
  expect(match, 'a JSON-LD script in the head').toBeTruthy();
  return JSON.parse(match![1]!) as Record<string, unknown>;
}

/** Expanded JSON-LD: every key a full schema.org IRI, or the document is not valid JSON-LD. */
async function expanded(doc: Record<string, unknown>) {
  const result: unknown = await jsonld.expand(doc as never, { documentLoader } as never);
  const [node] = result as Record<string, unknown>[];
  return node!;
}

const meta = (html: string, property: string) =>
  new RegExp(`<meta (?:property|name)="${property}" content="([^"]*)">`)
    .exec(html)?.[1]
    ?.replaceAll('&amp;', '&');

async function imageAt(url: string) {
  const path = new URL(url).pathname + new URL(url).search;
  const res = await ctx().app.inject({ url: path });
  expect(res.statusCode, path).toBe(200);
  expect(res.headers['content-type']).toBe('image/png');
  return { res, info: await sharp(res.rawPayload).metadata() };
}

describe('an event page for search engines and link previews', () => {
  it('carries a schema.org Event with offsets, place, organiser, capacity and a 1200×630 PNG card', async () => {
    const host = await signedInUser(ctx().database.db, { firstName: 'Ada', lastName: 'Lovelace' });
    const date = localDate(new Date(Date.now() + 5 * 86_400_000), 'Australia/Perth');
    const created = await ctx().app.inject({
      method: 'POST',
      url: '/api/events',
      headers: host.headers,
      payload: {
        title: 'Kings Park <Hills> Loop',
        description: 'Hill reps, then coffee',
        date,
        time: '06:15',
        location: 'Perth, WA 6000',
        lat: -31.9523,
        lng: 115.8613,
        distances: ['10k'],
        maxParticipants: 12,
        isRace: true,
        raceCost: 25,
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json<{ id: number }>().id;
    const page = await ctx().app.inject({ url: `/events/${id}` });
    const ld = jsonLdOf(page.body);
    expect(ld).toMatchObject({
      '@type': 'Event',
      name: 'Kings Park <Hills> Loop',
      startDate: `${date}T06:15:00+08:00`,
      endDate: `${date}T07:15:00+08:00`,
      eventStatus: 'https://schema.org/EventScheduled',
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      location: {
        '@type': 'Place',
        address: {
          '@type': 'PostalAddress',
          addressLocality: 'Perth',
          addressRegion: 'WA',
          postalCode: '6000',
        },
        geo: { '@type': 'GeoCoordinates', latitude: -31.9523, longitude: 115.8613 },
      },
      // The host by first name only: a crawler needs no more of a runner.
      organizer: { '@type': 'Person', name: 'Ada' },
      maximumAttendeeCapacity: 12,
      remainingAttendeeCapacity: 11,
      offers: {
        '@type': 'Offer',
        price: '25.00',
        priceCurrency: 'AUD',
        availability: 'https://schema.org/InStock',
      },
    });
    expect(page.body).not.toContain('Lovelace"');
    const node = await expanded(ld);
    expect(node['@type']).toEqual(['https://schema.org/Event']);
    expect(Object.keys(node)).toEqual(
      expect.arrayContaining([
        'https://schema.org/startDate',
        'https://schema.org/location',
        'https://schema.org/organizer',
      ]),
    );

    expect(meta(page.body, 'twitter:card')).toBe('summary_large_image');
    const image = meta(page.body, 'og:image')!;
    expect(meta(page.body, 'twitter:image')).toBe(image);
    expect((ld.image as string[])[0]).toBe(image);
    const { res, info } = await imageAt(image);
    expect([info.format, info.width, info.height]).toEqual(['png', 1200, 630]);
    expect(res.headers['cache-control']).toContain('max-age');

    // Moved, then cancelled: rescheduled with its previous start, then cancelled; a new image each time.
    await ctx().app.inject({
      method: 'PATCH',
      url: `/api/events/${id}`,
      headers: host.headers,
      payload: { time: '07:00' },
    });
    const moved = await ctx().app.inject({ url: `/events/${id}` });
    expect(jsonLdOf(moved.body)).toMatchObject({
      eventStatus: 'https://schema.org/EventRescheduled',
      startDate: `${date}T07:00:00+08:00`,
      previousStartDate: `${date}T06:15:00+08:00`,
    });
    expect(meta(moved.body, 'og:image')).not.toBe(image);
    await ctx().app.inject({ method: 'DELETE', url: `/api/events/${id}`, headers: host.headers });
    const cancelled = await ctx().app.inject({ url: `/events/${id}` });
    expect(jsonLdOf(cancelled.body)).toMatchObject({ eventStatus: 'https://schema.org/EventCancelled' });
    expect((await ctx().app.inject({ url: '/og/events/99999999.png' })).statusCode).toBe(404);
  });
});

describe('a club page and an article', () => {
  it('carry SportsOrganization and NewsArticle with image and publisher logo, and their cards', async () => {
    const owner = await signedInUser(ctx().database.db);
    const club = (
      await ctx().app.inject({
        method: 'POST',
        url: '/api/runclubs',
        headers: owner.headers,
        payload: { name: 'Swan River Striders', location: 'Perth, WA 6000', description: 'Riverside runs' },
      })
    ).json<{ id: number }>();
    const page = await ctx().app.inject({ url: `/runclubs/${club.id}` });
    const ld = jsonLdOf(page.body);
    expect(ld).toMatchObject({
      '@type': 'SportsOrganization',
      name: 'Swan River Striders',
      sport: 'Running',
    });
    expect((await expanded(ld))['@type']).toEqual(['https://schema.org/SportsOrganization']);
    const { info } = await imageAt(meta(page.body, 'og:image')!);
    expect([info.format, info.width, info.height]).toEqual(['png', 1200, 630]);

    await ctx()
      .database.db.insert(newsArticles)
      .values({
        title: 'Ten hill sessions',
        slug: 'ten-hill-sessions',
        excerpt: 'Hills make you strong.',
        content: 'Run up, walk down.',
        publishedAt: new Date(Date.now() - 60_000),
      });
    const article = await ctx().app.inject({ url: '/news/ten-hill-sessions' });
    const news = jsonLdOf(article.body);
    const card = meta(article.body, 'og:image')!;
    expect(news).toMatchObject({
      '@type': 'NewsArticle',
      headline: 'Ten hill sessions',
      image: [card],
      publisher: { '@type': 'Organization', name: 'Stride', logo: { '@type': 'ImageObject' } },
    });
    expect((await expanded(news))['@type']).toEqual(['https://schema.org/NewsArticle']);
    const logo = (news.publisher as { logo: { url: string } }).logo.url;
    expect(logo).toMatch(/\/icons\/icon-512\.png$/);
    expect((await imageAt(card)).info.format).toBe('png');
  });
});
