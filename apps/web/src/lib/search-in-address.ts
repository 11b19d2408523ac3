import { SEARCH_RADIUS_KM, TIME_PERIOD_HOURS, type LocationSuggestion } from '@stride/contracts';
import { remember, remembered } from './last-search';

/*
 * The signed-in searches kept in the address (issue 26): the home page's near-me search and the club
 * finder. The place is carried whole (name and coordinates), so nothing is looked up again on arrival.
 */

const NEAR_ME_KEY = 'stride:near-me-search';

/** A place in an address: `near` (its name), `lat`, `lng`. */
export type PlaceInAddress = Pick<LocationSuggestion, 'label' | 'lat' | 'lng'>;

export function placeFrom(params: URLSearchParams): LocationSuggestion | null {
  const label = params.get('near')?.trim();
  const lat = Number(params.get('lat'));
  const lng = Number(params.get('lng'));
  const valid =
    label && params.get('lat') && params.get('lng') && Math.abs(lat) <= 90 && Math.abs(lng) <= 180;
  return valid ? { value: label, label, state: '', postcode: '', lat, lng } : null;
}

export function setPlace(params: URLSearchParams, place: PlaceInAddress | null): void {
  for (const key of ['near', 'lat', 'lng']) params.delete(key);
  if (!place) return;
  params.set('near', place.label);
  params.set('lat', String(place.lat));
  params.set('lng', String(place.lng));
}

/** One of the radius chips, else null. */
export function radiusFrom(params: URLSearchParams): number | null {
  const radius = Number(params.get('radius'));
  return (SEARCH_RADIUS_KM as readonly number[]).includes(radius) ? radius : null;
}

// The signed-in near-me search: place, map centre, radius and period.

export type NearMePeriod = number | 'custom';

export interface NearMeSearch {
  place: LocationSuggestion | null;
  /** Where the runner clicked the map, when they did. */
  mapCentre: { lat: number; lng: number } | null;
  radiusKm: number | null;
  period: NearMePeriod | null;
  /** The custom range (YYYY-MM-DD), when the period is custom. */
  from: string | null;
  to: string | null;
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

export function nearMeSearchFrom(search: string): NearMeSearch {
  const params = new URLSearchParams(search);
  const [atLat, atLng] = (params.get('at') ?? '').split(',').map((n) => (n ? Number(n) : NaN));
  const periodText = params.get('period');
  const hours = Number(periodText);
  const day = (key: string) => {
    const value = params.get(key);
    return value && ISO_DAY.test(value) ? value : null;
  };
  return {
    place: placeFrom(params),
    mapCentre:
      Number.isFinite(atLat) && Number.isFinite(atLng) && Math.abs(atLat!) <= 90 && Math.abs(atLng!) <= 180
        ? { lat: atLat!, lng: atLng! }
        : null,
    radiusKm: radiusFrom(params),
    period:
      periodText === 'custom'
        ? 'custom'
        : (TIME_PERIOD_HOURS as readonly number[]).includes(hours)
          ? hours
          : null,
    from: day('from'),
    to: day('to'),
  };
}

export function nearMeSearchQuery(s: {
  place: PlaceInAddress;
  mapCentre: { lat: number; lng: number } | null;
  radiusKm: number;
  period: NearMePeriod;
  from: string;
  to: string;
}): string {
  const params = new URLSearchParams();
  setPlace(params, s.place);
  if (s.mapCentre) params.set('at', `${s.mapCentre.lat},${s.mapCentre.lng}`);
  params.set('radius', String(s.radiusKm));
  params.set('period', String(s.period));
  if (s.period === 'custom') {
    params.set('from', s.from);
    params.set('to', s.to);
  }
  return `?${params}`;
}

export function rememberNearMeSearch(query: string): void {
  remember(NEAR_ME_KEY, query);
}

/** Where "Back to events" takes a signed-in runner: the home page's near-me search, as they left it. */
export function nearMeSearchHref(): string {
  return `/${remembered(NEAR_ME_KEY)}#events-near-me`;
}
