/**
 * A visitor's last run search on the landing page (place and radius), kept in the address (`?near=`,
 * `&radius=`) so Back restores it, and for this tab so the event page's "Back to events" returns to it
 * (issue 26). Nothing personal: a place name the visitor typed, in their own tab only.
 */
const KEY = 'stride:landing-search';

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
  try {
    sessionStorage.setItem(KEY, landingSearchQuery(search));
  } catch {
    // Storage can be unavailable; the address still carries the search.
  }
}

/** Where "Back to events" takes a visitor: their last search on the landing page, else its search form. */
export function landingSearchHref(): string {
  let query = '';
  try {
    query = sessionStorage.getItem(KEY) ?? '';
  } catch {
    // As above.
  }
  return `/${query}#find-runs`;
}
