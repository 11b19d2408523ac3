import type { EventCard } from '@stride/contracts';
import { LIMITS } from '@stride/contracts';

/** schema.org Event structured data for the first 5 events; the start combines date and time. */
export function eventsJsonLd(events: EventCard[], origin: string) {
  return events.slice(0, LIMITS.structuredDataEvents).map((e) => ({
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: e.title,
    startDate: `${e.date}T${e.time}`,
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
