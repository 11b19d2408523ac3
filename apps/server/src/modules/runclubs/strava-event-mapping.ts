import {
  ABILITY_LEVELS,
  createEventSchema,
  EVENT_DISTANCE_OPTIONS,
  EVENT_LIMITS,
  type EventDistance,
} from '@stride/contracts';
import { isKnownTimeZone, localDateTime, timezoneForLocality } from '../../lib/timezones.ts';
import { isRun, type StravaGroupEvent } from './strava-group-events.ts';

type AbilityLevel = (typeof ABILITY_LEVELS)[number];

/** Where Strava shows a group event; imported events link back to it (Strava's attribution rules). */
export const STRAVA_WEB_URL = 'https://www.strava.com';

/** The Stride run club a Strava club is linked to: its name and place stand in for what an event lacks. */
export interface LinkedClub {
  stravaClubId: string;
  /** The Stride run club the Strava club is linked to: its runs are that club's events. */
  runclubId: number;
  /** The Strava club's name (GET /clubs/{id}). */
  name: string;
  /** The Stride run club's location label and coordinates. */
  location: string;
  lat: number | null;
  lng: number | null;
}

/** The Stride event fields an imported occurrence sets (the events table's columns). */
export interface ImportedEventFields {
  title: string;
  description: string | null;
  date: string;
  time: string;
  timezone: string;
  startsAt: Date;
  location: string;
  lat: number;
  lng: number;
  distances: EventDistance[];
  abilityLevels: AbilityLevel[];
  terrain: string | null;
  eventType: 'run_club';
  isClubEvent: true;
  clubName: string;
  maxParticipants: number;
  eventUrl: string;
  isStravaImport: true;
  stravaClubId: string;
  stravaClubName: string;
}

export interface StravaOccurrence {
  /** strava_event_import.stravaEventId: one per occurrence (see occurrenceKeys). */
  key: string;
  stravaEventId: string;
  /** Strava's woman_only flag: Stride's events table has no column for it yet (the wiring decides). */
  womenOnly: boolean;
  fields: ImportedEventFields;
}

export interface SkippedOccurrence {
  stravaEventId: string;
  reason: 'not_a_run' | 'private' | 'no_location' | 'invalid';
  detail?: string;
}

/** skill_levels is a bit set: 1 casual, 2 tempo, 4 hammerfest. All three: everyone is welcome. */
export function abilityLevelsFor(skillLevels: number | null): AbilityLevel[] {
  if (!skillLevels) return [];
  if ((skillLevels & 7) === 7) return ['all_welcome'];
  const levels: AbilityLevel[] = [];
  if (skillLevels & 1) levels.push('beginner');
  if (skillLevels & 2) levels.push('intermediate');
  if (skillLevels & 4) levels.push('advanced');
  return levels;
}

/** terrain: 0 mostly flat, 1 rolling hills, 2 killer climbs. */
export function terrainFor(terrain: number | null): string | null {
  return terrain === 0 ? 'flat' : terrain === 1 ? 'rolling hills' : terrain === 2 ? 'hilly' : null;
}

/** A number with a unit, not part of a longer number ("15k" is not 5k, "2.5 km" is not 5k). */
const amount = (n: number, unit: string) => new RegExp(`(?<![\\d.,])${n}\\s?(${unit})\\b`, 'i');
const KM = 'k|km|kms';
const MILES = 'mi|mile|miles';

const DISTANCE_PATTERNS: readonly (readonly [EventDistance, RegExp])[] = [
  ['1mi', amount(1, MILES)],
  ['5k', amount(5, KM)],
  ['8k/5mi', amount(8, KM)],
  ['8k/5mi', amount(5, MILES)],
  ['10k', amount(10, KM)],
  ['15k', amount(15, KM)],
  ['10mi', amount(10, MILES)],
  ['Half Marathon', /\bhalf[\s-]?marathon\b/i],
  ['Marathon', /(?<!half[\s-]?)\bmarathon\b/i],
  ['50k', amount(50, KM)],
  ['50mi', amount(50, MILES)],
  ['Ultra', /\bultra\b/i],
  ['Parkrun', /\bparkrun\b/i],
  ['Fun Run', /\bfun\s?run\b/i],
  ['Relay', /\brelay\b/i],
];

/**
 * Strava group events carry no distance; a title such as "Saturday 10k" or "Sunday long run - half
 * marathon pace" names one. Anything else is 'Other' (the option for unknown distances).
 */
export function distancesFromTitle(title: string): EventDistance[] {
  const found = new Set(DISTANCE_PATTERNS.filter(([, re]) => re.test(title)).map(([d]) => d));
  const ordered = EVENT_DISTANCE_OPTIONS.filter((d) => found.has(d));
  return ordered.length ? ordered : ['Other'];
}

// Control characters other than tab and line breaks never reach Stride's pages.
const CONTROL = /[^\P{Cc}\t\n\r]/gu;

/** Trimmed, without control characters, cut to `max` characters with an ellipsis. */
export function clip(text: string, max: number, singleLine = false): string {
  let clean = text.replace(CONTROL, '');
  clean = (singleLine ? clean.replace(/\s+/g, ' ') : clean).trim();
  return clean.length <= max ? clean : `${clean.slice(0, max - 1).trimEnd()}…`;
}

/** Strava zones are IANA names, sometimes written "(GMT+10:00) Australia/Sydney". */
export function zoneFor(event: Pick<StravaGroupEvent, 'zone' | 'address'>, club: LinkedClub): string {
  const named = event.zone?.replace(/^\(GMT[^)]*\)\s*/, '').trim();
  if (named && isKnownTimeZone(named)) return named;
  return timezoneForLocality(event.address ?? club.location);
}

/**
 * Import keys of an event's occurrences, by the local date: an occurrence moved to another time the
 * same day keeps its key, so the Stride event is updated in place (its runners keep their places
 * and are told) rather than cancelled and created again. A second occurrence on one date adds its time.
 */
export function occurrenceKeys(
  stravaEventId: string,
  locals: readonly { date: string; time: string }[],
): string[] {
  const seen = new Set<string>();
  return locals.map(({ date, time }) => {
    const byDate = `${stravaEventId}:${date}`;
    const key = seen.has(byDate) ? `${byDate}T${time}` : byDate;
    seen.add(byDate);
    return key;
  });
}

/**
 * The Stride events for one Strava group event (issue 9): one per upcoming occurrence after `now`,
 * at its local date and time in the event's zone, checked against Stride's event rules
 * (createEventSchema). Rides and other sports, and private (members-only) events, are not imported.
 */
export function mapGroupEvent(
  event: StravaGroupEvent,
  club: LinkedClub,
  now: Date,
): { occurrences: StravaOccurrence[]; skipped: SkippedOccurrence[] } {
  const skip = (reason: SkippedOccurrence['reason'], detail?: string) => ({
    occurrences: [],
    skipped: [{ stravaEventId: event.id, reason, ...(detail ? { detail } : {}) }],
  });
  if (!isRun(event)) return skip('not_a_run');
  if (event.private) return skip('private');
  const lat = event.startLatLng?.lat ?? club.lat;
  const lng = event.startLatLng?.lng ?? club.lng;
  const location = clip(event.address ?? '', EVENT_LIMITS.location, true) || club.location;
  if (lat === null || lng === null || !location) return skip('no_location');

  const timezone = zoneFor(event, club);
  const upcoming = [...new Set(event.upcomingOccurrences.map((d) => d.getTime()))]
    .filter((ms) => ms > now.getTime())
    .sort((a, b) => a - b)
    // Stride keeps minutes: the start is the occurrence's instant to the minute.
    .map((ms) => ({ startsAt: new Date(ms - (ms % 60_000)), ...localDateTime(new Date(ms), timezone) }));
  const keys = occurrenceKeys(event.id, upcoming);
  const clubName = clip(club.name, EVENT_LIMITS.clubName, true);

  const occurrences: StravaOccurrence[] = [];
  for (const [i, local] of upcoming.entries()) {
    const checked = createEventSchema.safeParse({
      title: clip(event.title, EVENT_LIMITS.title, true),
      description: clip(event.description ?? '', EVENT_LIMITS.description) || null,
      date: local.date,
      time: local.time,
      location,
      lat,
      lng,
      distances: distancesFromTitle(event.title),
      // Strava group events have no capacity; Stride needs one, so imports take the largest allowed.
      maxParticipants: EVENT_LIMITS.maxParticipants,
      eventType: 'run_club',
      isClubEvent: true,
      clubId: club.runclubId,
      abilityLevels: abilityLevelsFor(event.skillLevels),
      terrain: terrainFor(event.terrain),
      eventUrl: `${STRAVA_WEB_URL}/clubs/${club.stravaClubId}/group_events/${event.id}`,
    });
    if (!checked.success) return skip('invalid', checked.error.issues[0]?.message);
    const e = checked.data;
    occurrences.push({
      key: keys[i]!,
      stravaEventId: event.id,
      womenOnly: event.womanOnly,
      fields: {
        title: e.title,
        description: e.description ?? null,
        date: e.date,
        time: e.time,
        timezone,
        startsAt: local.startsAt,
        location: e.location,
        lat: e.lat,
        lng: e.lng,
        distances: e.distances,
        abilityLevels: e.abilityLevels,
        terrain: e.terrain ?? null,
        eventType: 'run_club',
        isClubEvent: true,
        clubName,
        maxParticipants: e.maxParticipants,
        eventUrl: e.eventUrl!,
        isStravaImport: true,
        stravaClubId: club.stravaClubId,
        stravaClubName: clubName,
      },
    });
  }
  return { occurrences, skipped: [] };
}

/** Every importable occurrence of a club's group events, with what was left out and why. */
export function mapGroupEvents(events: readonly StravaGroupEvent[], club: LinkedClub, now: Date) {
  const occurrences: StravaOccurrence[] = [];
  const skipped: SkippedOccurrence[] = [];
  for (const event of events) {
    const mapped = mapGroupEvent(event, club, now);
    occurrences.push(...mapped.occurrences);
    skipped.push(...mapped.skipped);
  }
  return { occurrences, skipped };
}
