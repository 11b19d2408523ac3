import { zonedIso } from '@stride/contracts';
import type { Event, WithContext } from 'schema-dts';
import type { EventPreview } from './events.repository.ts';

/** How long a run is taken to last when it does not say (the calendar files assume the same). */
const ASSUMED_MS = 60 * 60 * 1000;

/** "Bondi, NSW 2026" → its suburb, state and postcode, as a PostalAddress wants them. */
function address(location: string) {
  const match = /^(.*),\s*(NSW|ACT|VIC|TAS|QLD|SA|NT|WA)\s+(\d{4})$/.exec(location.trim());
  return {
    '@type': 'PostalAddress' as const,
    ...(match
      ? { addressLocality: match[1]!, addressRegion: match[2]!, postalCode: match[3]! }
      : { streetAddress: location }),
    addressCountry: 'AU',
  };
}

/**
 * The run as a schema.org Event, as Google's event guidelines describe it (issue 28): times with their
 * zone's offset, its status (a moved run is rescheduled, with its previous start), a Place with its
 * address and coordinates, the organiser (the club, or the host by first name only), the preview image,
 * its price and how many places it has and has left.
 */
export function eventJsonLd(e: EventPreview, publicUrl: string, image: string): WithContext<Event> {
  const base = publicUrl.replace(/\/$/, '');
  const startsAt = new Date(e.startsAt);
  const cancelled = e.status === 'cancelled';
  const moved = !cancelled && e.previousStartsAt !== null;
  const place = e.meetingPoint ? `${e.meetingPoint}, ${e.location}` : e.location;
  const firstName = e.createdBy?.trim().split(/\s+/)[0];
  const organizer =
    e.isClubEvent && e.clubName
      ? {
          '@type': 'SportsOrganization' as const,
          name: e.clubName,
          ...(e.clubId ? { url: `${base}/runclubs/${e.clubId}` } : {}),
        }
      : firstName
        ? { '@type': 'Person' as const, name: firstName }
        : { '@type': 'Organization' as const, name: 'Stride', url: base };
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: e.title,
    ...(e.description ? { description: e.description } : {}),
    url: `${base}/events/${e.id}`,
    image: [image],
    startDate: zonedIso(startsAt, e.timezone),
    endDate: zonedIso(new Date(startsAt.getTime() + ASSUMED_MS), e.timezone),
    eventStatus: cancelled
      ? 'https://schema.org/EventCancelled'
      : moved
        ? 'https://schema.org/EventRescheduled'
        : 'https://schema.org/EventScheduled',
    ...(moved ? { previousStartDate: zonedIso(new Date(e.previousStartsAt!), e.timezone) } : {}),
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location: {
      '@type': 'Place',
      name: place,
      address: address(e.location),
      geo: { '@type': 'GeoCoordinates', latitude: e.lat, longitude: e.lng },
    },
    organizer,
    maximumAttendeeCapacity: e.maxParticipants,
    remainingAttendeeCapacity: Math.max(0, e.maxParticipants - e.participantCount),
    ...(e.isRace && e.raceCost !== null
      ? {
          offers: {
            '@type': 'Offer',
            price: e.raceCost,
            priceCurrency: 'AUD',
            url: e.raceWebsite ?? `${base}/events/${e.id}`,
            availability:
              e.participantCount >= e.maxParticipants
                ? 'https://schema.org/SoldOut'
                : 'https://schema.org/InStock',
          },
        }
      : {}),
  };
}
