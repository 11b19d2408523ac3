import type { RunclubDetail } from '@stride/contracts';

/** schema.org SportsClub structured data for a club page. */
export function clubJsonLd(club: RunclubDetail, origin: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'SportsClub',
    name: club.name,
    sport: 'Running',
    url: `${origin}/runclubs/${club.id}`,
    ...(club.description ? { description: club.description } : {}),
    ...(club.logoUrl ? { logo: `${origin}${club.logoUrl}`, image: `${origin}${club.logoUrl}` } : {}),
    address: { '@type': 'PostalAddress', addressLocality: club.location, addressCountry: 'AU' },
    ...(club.lat !== null && club.lng !== null
      ? { geo: { '@type': 'GeoCoordinates', latitude: club.lat, longitude: club.lng } }
      : {}),
    ...(club.annualCost !== null ? { priceRange: `AUD ${club.annualCost}` } : {}),
    event: club.upcomingEvents.slice(0, 5).map((e) => ({
      '@type': 'Event',
      name: e.title,
      startDate: `${e.date}T${e.time}`,
      url: `${origin}/events/${e.id}`,
      location: { '@type': 'Place', name: e.location, address: e.location },
    })),
  };
}

export function ClubJsonLd({ club }: { club: RunclubDetail }) {
  // Names are user text: escape '<' so nothing can close the script element.
  const json = JSON.stringify(clubJsonLd(club, window.location.origin)).replace(/</g, '\\u003c');
  return (
    <script type="application/ld+json" data-testid="club-jsonld" dangerouslySetInnerHTML={{ __html: json }} />
  );
}
