import {
  DEFAULT_SEARCH_RADIUS_KM,
  LIMITS,
  SEARCH_RADIUS_KM,
  type EventCard,
  type LocationSuggestion,
  type NearbyEvent,
} from '@stride/contracts';
import { CalendarDays, MapPin, Search, Users } from 'lucide-react';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { AppLink, useNavigation } from '@/components/layout/app-link';
import { buttonVariants } from '@/components/ui/button-variants';
import { useFormat } from '@/hooks/use-format';
import { apiRequest } from '@/lib/api-client';
import { timeZoneName } from '@/lib/format';
import { landingSearchFrom, landingSearchQuery, rememberLandingSearch } from '@/lib/last-search';

/** A visitor's search looks a month ahead (the longest near-me period): a week is often empty. */
const HOURS_AHEAD = 720;

type Found = { place: LocationSuggestion; radiusKm: number; events: NearbyEvent[]; total: number };
type State =
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'noPlace'; text: string }
  | { status: 'upcoming'; events: EventCard[] }
  | ({ status: 'found' } & Found);

const suggestionsFor = (q: string, limit: number) =>
  apiRequest<LocationSuggestion[]>(
    'GET',
    `/api/locations/search?${new URLSearchParams({ q, limit: String(limit) })}`,
  );

/**
 * The landing page's near-me search for visitors: a suburb or town and a radius, then the runs coming up
 * there; before any search, the next runs across Australia. Plain requests (no query cache) and links
 * that load the event page: this chunk is loaded after the landing page paints, within its JS budget
 * (docs/decisions/0006-light-landing-entry.md).
 */
export default function LandingDiscovery() {
  const { t } = useTranslation('landing');
  const fmt = useFormat();
  const listId = useId();
  const [text, setText] = useState('');
  const [radiusKm, setRadiusKm] = useState<number>(DEFAULT_SEARCH_RADIUS_KM);
  const [matches, setMatches] = useState<LocationSuggestion[]>([]);
  const query = text.trim();
  const suggestions = query.length < LIMITS.locationQueryMin ? [] : matches;
  const [state, setState] = useState<State>({ status: 'loading' });
  const [showAll, setShowAll] = useState(false);
  const navigation = useNavigation();

  const runSearch = async (q: string, radius: number) => {
    setState({ status: 'loading' });
    try {
      // A picked suggestion, else the best match for what was typed (the name itself ranks first).
      const place = suggestions.find((s) => s.label === q) ?? (await suggestionsFor(q, 1))[0];
      if (!place) return setState({ status: 'noPlace', text: q });
      const params = new URLSearchParams({
        lat: String(place.lat),
        lng: String(place.lng),
        radiusKm: String(radius),
        hours: String(HOURS_AHEAD),
      });
      const found = await apiRequest<{ events: NearbyEvent[]; total: number }>(
        'GET',
        `/api/events/search?${params}`,
      );
      setText(place.label);
      setShowAll(false);
      setState({ status: 'found', place, radiusKm: radius, ...found });
      // In the address, so Back from a run comes back to this search (and for "Back to events").
      const kept = { near: place.label, radiusKm: radius };
      navigation.replace(`${navigation.pathname}${landingSearchQuery(kept)}${window.location.hash}`);
      rememberLandingSearch(kept);
    } catch {
      setState({ status: 'failed' });
    }
  };

  // A search the address carries (Back from a run, a shared link) runs again on arrival.
  const [restored] = useState(() => landingSearchFrom(navigation.search));
  useEffect(() => {
    if (!restored) return;
    const radius = (SEARCH_RADIUS_KM as readonly number[]).includes(restored.radiusKm)
      ? restored.radiusKm
      : DEFAULT_SEARCH_RADIUS_KM;
    setText(restored.near);
    setRadiusKm(radius);
    void runSearch(restored.near, radius);
    // Once, on arrival.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [restored]);

  useEffect(() => {
    if (restored) return;
    apiRequest<{ events: EventCard[] }>('GET', `/api/events?limit=${LIMITS.nearMeListInitial}`)
      .then(({ events }) => setState((s) => (s.status === 'loading' ? { status: 'upcoming', events } : s)))
      .catch(() => setState((s) => (s.status === 'loading' ? { status: 'failed' } : s)));
  }, [restored]);

  // Suggestions as the visitor types (from 2 characters, SPEC 5), a moment after they pause.
  useEffect(() => {
    if (query.length < LIMITS.locationQueryMin) return;
    const timer = setTimeout(() => {
      suggestionsFor(query, LIMITS.locationSuggestionsDefault)
        .then(setMatches)
        .catch(() => setMatches([]));
    }, 200);
    return () => clearTimeout(timer);
  }, [query]);

  const search = async (e: FormEvent) => {
    e.preventDefault();
    if (query.length < LIMITS.locationQueryMin) return;
    await runSearch(query, radiusKm);
  };

  const events = state.status === 'found' || state.status === 'upcoming' ? state.events : [];
  return (
    <div className="space-y-6">
      <form onSubmit={(e) => void search(e)} className="grid gap-3 sm:grid-cols-[1fr_9rem_auto] sm:items-end">
        <label className="grid gap-1.5 text-sm font-medium">
          {t('landing:discovery.suburb')}
          <input
            type="search"
            list={listId}
            value={text}
            autoComplete="off"
            required
            minLength={LIMITS.locationQueryMin}
            placeholder={t('landing:discovery.placeholder')}
            onChange={(e) => setText(e.target.value)}
            className="flex h-11 w-full rounded-md border border-input bg-background px-3 text-base font-normal focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
          />
          <datalist id={listId}>
            {suggestions.map((s) => (
              <option key={s.value} value={s.label} />
            ))}
          </datalist>
        </label>
        <label className="grid gap-1.5 text-sm font-medium">
          {t('landing:discovery.radius')}
          <select
            value={radiusKm}
            onChange={(e) => setRadiusKm(Number(e.target.value))}
            className="flex h-11 w-full rounded-md border border-input bg-background px-3 text-base font-normal"
          >
            {SEARCH_RADIUS_KM.map((r) => (
              <option key={r} value={r}>
                {fmt.distanceKm(r, 0)}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className={buttonVariants({ size: 'lg', className: 'h-11' })}>
          <Search aria-hidden="true" />
          {t('landing:discovery.search')}
        </button>
      </form>

      <div aria-live="polite" className="space-y-3" data-testid="discovery-results">
        <h3 className="font-semibold">
          {state.status === 'found'
            ? t('landing:discovery.found', {
                count: state.total,
                radius: fmt.distanceKm(state.radiusKm, 0),
                place: state.place.label,
              })
            : t('landing:discovery.upcoming')}
        </h3>
        {state.status === 'loading' ? (
          <p className="text-sm text-muted-foreground">{t('landing:discovery.loading')}</p>
        ) : state.status === 'failed' ? (
          <p role="alert" className="text-sm text-destructive">
            {t('landing:discovery.failed')}
          </p>
        ) : state.status === 'noPlace' ? (
          <p role="alert" className="text-sm">
            {t('landing:discovery.noPlace', { text: state.text })}
          </p>
        ) : events.length === 0 ? (
          <div className="rounded-lg border border-dashed p-6 text-center">
            <p className="font-medium">{t('landing:discovery.emptyTitle')}</p>
            <p className="text-sm text-muted-foreground">{t('landing:discovery.emptyBody')}</p>
          </div>
        ) : (
          <ul className="grid gap-3 sm:grid-cols-2">
            {(showAll ? events : events.slice(0, LIMITS.nearMeListInitial)).map((e) => (
              <li key={e.id}>
                <AppLink
                  to={`/events/${e.id}`}
                  className="block h-full rounded-lg border bg-card p-4 transition-colors hover:bg-accent/40 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                >
                  <span className="font-semibold">{e.title}</span>
                  <span className="mt-1 flex items-center gap-1.5 text-sm text-muted-foreground">
                    <CalendarDays aria-hidden="true" className="size-3.5 shrink-0" />
                    {[fmt.dateTime(e.date, e.time), timeZoneName(e.timezone, e.startsAt)].join(' ')}
                  </span>
                  <span className="flex items-center gap-1.5 text-sm text-muted-foreground">
                    <MapPin aria-hidden="true" className="size-3.5 shrink-0" />
                    {state.status === 'found'
                      ? t('landing:discovery.where', {
                          location: e.location,
                          distance: fmt.distanceKm((e as NearbyEvent).distance, 1),
                        })
                      : e.location}
                  </span>
                  <span className="flex items-center gap-1.5 text-sm text-muted-foreground">
                    <Users aria-hidden="true" className="size-3.5 shrink-0" />
                    {t('landing:discovery.going', { count: e.participantCount })}
                  </span>
                </AppLink>
              </li>
            ))}
          </ul>
        )}
        {events.length > LIMITS.nearMeListInitial && (
          <button
            type="button"
            className={buttonVariants({ variant: 'link', className: 'px-0' })}
            onClick={() => setShowAll((all) => !all)}
          >
            {showAll
              ? t('landing:discovery.showLess')
              : t('landing:discovery.showAll', { count: events.length })}
          </button>
        )}
      </div>
      <AppLink to="/auth?mode=register" className={buttonVariants({ variant: 'outline' })}>
        {t('landing:discovery.join')}
      </AppLink>
    </div>
  );
}
