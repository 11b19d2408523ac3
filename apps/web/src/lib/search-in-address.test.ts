import { describe, expect, it } from 'vitest';
import {
  nearMeSearchFrom,
  nearMeSearchHref,
  nearMeSearchQuery,
  rememberNearMeSearch,
} from './search-in-address';

const fitzroy = { label: 'Fitzroy, VIC 3065', lat: -37.7982, lng: 144.9784 };

describe('the near-me search in the address', () => {
  it('round-trips place, map centre, radius and a custom period', () => {
    const query = nearMeSearchQuery({
      place: fitzroy,
      mapCentre: { lat: -37.8, lng: 144.98 },
      radiusKm: 20,
      period: 'custom',
      from: '2026-12-01',
      to: '2026-12-07',
    });
    expect(nearMeSearchFrom(query)).toEqual({
      place: { value: fitzroy.label, state: '', postcode: '', ...fitzroy },
      mapCentre: { lat: -37.8, lng: 144.98 },
      radiusKm: 20,
      period: 'custom',
      from: '2026-12-01',
      to: '2026-12-07',
    });
  });

  it('ignores what is not one of the choices or not a place', () => {
    expect(nearMeSearchFrom('?near=Nowhere&lat=200&lng=1&radius=7&period=5&at=x,y&from=soon')).toEqual({
      place: null,
      mapCentre: null,
      radiusKm: null,
      period: null,
      from: null,
      to: null,
    });
  });

  it('sends "Back to events" to the last search of this tab', () => {
    expect(nearMeSearchHref()).toBe('/#events-near-me');
    rememberNearMeSearch('?near=Fitzroy&lat=1&lng=2&radius=20&period=168');
    expect(nearMeSearchHref()).toBe('/?near=Fitzroy&lat=1&lng=2&radius=20&period=168#events-near-me');
  });
});
