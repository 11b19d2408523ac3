import type { EventCard } from '@stride/contracts';
import { LIMITS, zonedIso } from '@stride/contracts';

/**
 * schema.org Event structured data for the first 5 events of a list; an event's own page carries its
 * full Event from the server (modules/events/event-json-ld.ts). Starts with their zone's offset.
 */
export function eventsJsonLd(events: EventCard[], origin: string) {
  return events.slice(0, LIMITS.structuredDataEvents).map((e) => ({
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: e.title,
    startDate: zonedIso(e.startsAt, e.timezone),
    eventStatus:
      e.status === 'cancelled' ? 'https://schema.org/EventCancelled' : 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    url: `${origin}/events/${e.id}`,
    location: {
      '@type': 'Place',
      name: e.location,
      address: e.location,
      geo: { '@type': 'GeoCoordinates', latitude: e.lat, longitude: e.lng },
    },
    maximumAttendeeCapacity: e.maxParticipants,
    remainingAttendeeCapacity: Math.max(0, e.maxParticipants - e.participantCount),
  }));
}

export function EventJsonLd({ events }: { events: EventCard[] }) {
  if (events.length === 0) return null;
  // JSON.stringify cannot produce '</script>' on its own, but titles are user text: escape '<'.
  const json = JSON.stringify(eventsJsonLd(events, window.location.origin)).replace(/</g, '\\u003c');
  return (
    <script
      type="application/ld+json"
      data-testid="events-jsonld"
      dangerouslySetInnerHTML={{ __html: json }}
    />
  );
}
