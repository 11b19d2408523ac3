/*
 * Searches kept in the address, so Back and shared links restore them, and for this tab so an event
 * page's "Back to events" returns to the last one (issue 26). This module holds what the landing page
 * needs (its chunk counts against the landing budget); search-in-address.ts the signed-in searches.
 * Nothing personal: a place name the runner picked, in their own tab.
 */

const LANDING_KEY = 'stride:landing-search';

export function remember(key: string, query: string): void {
  try {
    sessionStorage.setItem(key, query);
  } catch {
    // Storage can be unavailable; the address still carries the search.
  }
}

export function remembered(key: string): string {
  try {
    return sessionStorage.getItem(key) ?? '';
  } catch {
    return '';
  }
}

// The visitor's landing search: a place name and a radius (the place is looked up again on arrival).

export interface LandingSearch {
  near: string;
  radiusKm: number;
}

export function landingSearchQuery({ near, radiusKm }: LandingSearch): string {
  return `?${new URLSearchParams({ near, radius: String(radiusKm) })}`;
}

/** The search an address carries, if any. */
export function landingSearchFrom(search: string): LandingSearch | null {
  const params = new URLSearchParams(search);
  const near = params.get('near')?.trim();
  const radiusKm = Number(params.get('radius'));
  return near ? { near, radiusKm: Number.isFinite(radiusKm) && radiusKm > 0 ? radiusKm : 0 } : null;
}

export function rememberLandingSearch(search: LandingSearch): void {
  remember(LANDING_KEY, landingSearchQuery(search));
}

/** Where "Back to events" takes a visitor: their last search on the landing page, else its search form. */
export function landingSearchHref(): string {
  return `/${remembered(LANDING_KEY)}#find-runs`;
}
