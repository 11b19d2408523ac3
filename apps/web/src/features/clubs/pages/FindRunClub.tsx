import {
  ABILITY_LEVELS,
  DEFAULT_SEARCH_RADIUS_KM,
  EVENT_DISTANCE_OPTIONS,
  RUN_DAYS,
  type LocationSuggestion,
} from '@stride/contracts';
import { List, Map as MapIcon, Plus } from 'lucide-react';
import { useDeferredValue, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ListEmpty, ListStates } from '@/components/list-states';
import { RadiusChips } from '@/components/radius-chips';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { ViewToggle } from '@/components/ui/view-toggle';
import { Label } from '@/components/ui/label';
import { LazyEventsMap } from '@/features/events';
import { useAuth } from '@/features/auth';
import { LocalityCombobox, useLocationSearch } from '@/features/locations';
import { usePageTitle } from '@/hooks/use-page-title';
import { placeFrom, radiusFrom, setPlace as placeInto } from '@/lib/search-in-address';
import { ABILITY_LABELS, EVENT_DISTANCE_LABELS, WEEKDAY_LABELS } from '@/lib/option-labels';
import { useRunclubs } from '../api/get-runclubs';
import { ClubCard } from '../components/club-card';

const selectClass = 'h-9 w-full rounded-md border bg-background px-2 text-sm';

/** A filter value from the address when it is one of the options, else "any" (''). */
const oneOf = (value: string | null, options: readonly string[]) =>
  value && options.includes(value) ? value : '';

/** /find-runclub: clubs near a suburb (radius chips), by name, run day, distance and ability; list or map. */
export default function FindRunClub() {
  const { t } = useTranslation('clubs');
  usePageTitle('common:pageTitles.findRunClub');
  // A signed-in runner starts from their home suburb (nearest clubs first, each with its distance) until
  // they choose another place; a visitor starts from every club (issue 26).
  // The search lives in the address, so Back from a club and shared links return to it (issue 26).
  const [params, setParams] = useSearchParams();
  const [kept] = useState(() => params);
  const { user } = useAuth();
  const fromAddress = placeFrom(kept);
  const home = useLocationSearch(fromAddress ? '' : (user?.location ?? '')).data?.find(
    (l) => l.value === user?.location,
  );
  const [chosen, setPlace] = useState<LocationSuggestion | null | undefined>(fromAddress ?? undefined);
  const place = chosen === undefined ? (home ?? null) : chosen;
  const [radiusKm, setRadiusKm] = useState<number>(radiusFrom(kept) ?? DEFAULT_SEARCH_RADIUS_KM);
  const [name, setName] = useState(kept.get('q') ?? '');
  const [runDay, setRunDay] = useState(oneOf(kept.get('day'), RUN_DAYS));
  const [distance, setDistance] = useState(oneOf(kept.get('distance'), EVENT_DISTANCE_OPTIONS));
  const [abilityLevel, setAbilityLevel] = useState(oneOf(kept.get('ability'), ABILITY_LEVELS));
  const [view, setView] = useState<'list' | 'map'>(kept.get('view') === 'map' ? 'map' : 'list');
  const q = useDeferredValue(name);
  useEffect(() => {
    const next = new URLSearchParams();
    // The runner's home suburb is where the finder starts, not a search: it stays out of the address.
    placeInto(next, chosen ?? null);
    if (chosen) next.set('radius', String(radiusKm));
    const fields = {
      q: q.trim(),
      day: runDay,
      distance,
      ability: abilityLevel,
      view: view === 'map' ? 'map' : '',
    };
    for (const [key, value] of Object.entries(fields)) if (value) next.set(key, value);
    if (next.toString() !== params.toString()) setParams(next, { replace: true });
    // The address follows the search, not the other way round.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [chosen, radiusKm, q, runDay, distance, abilityLevel, view]);
  const query = useRunclubs({
    lat: place?.lat,
    lng: place?.lng,
    radiusKm,
    q,
    runDay,
    distance,
    abilityLevel,
  });
  const clubs = query.data?.clubs ?? [];
  const located = clubs.filter((c) => c.lat !== null && c.lng !== null);

  return (
    <div className="mx-auto max-w-4xl space-y-6 px-4 py-8">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold tracking-tight">{t('clubs:find.title')}</h1>
          <p className="mt-1 text-muted-foreground">{t('clubs:find.intro')}</p>
        </div>
        <Button asChild variant="outline">
          <Link to="/create-runclub">
            <Plus aria-hidden="true" />
            {t('clubs:find.create')}
          </Link>
        </Button>
      </header>

      <section aria-label={t('clubs:find.searchLabel')} className="space-y-4 rounded-lg border bg-card p-4">
        <div className="grid gap-4 md:grid-cols-2">
          <div className="space-y-1.5">
            <Label htmlFor="club-suburb">{t('clubs:find.suburb')}</Label>
            <LocalityCombobox id="club-suburb" initialText={fromAddress?.label} onSelect={setPlace} />
          </div>
          <div className="space-y-1.5">
            <Label htmlFor="club-name">{t('clubs:find.name')}</Label>
            <Input
              id="club-name"
              value={name}
              maxLength={100}
              placeholder={t('clubs:find.namePlaceholder')}
              onChange={(e) => setName(e.target.value)}
            />
          </div>
        </div>
        <RadiusChips
          legend={t('clubs:find.radius')}
          value={radiusKm}
          onChange={setRadiusKm}
          disabled={!place}
        />
        <div className="grid gap-4 sm:grid-cols-3">
          <div className="space-y-1.5">
            <Label htmlFor="club-day">{t('clubs:find.runDay')}</Label>
            <select
              id="club-day"
              className={selectClass}
              value={runDay}
              onChange={(e) => setRunDay(e.target.value)}
            >
              <option value="">{t('clubs:find.anyDay')}</option>
              {RUN_DAYS.map((d) => (
                <option key={d} value={d}>
                  {t(WEEKDAY_LABELS[d] ?? 'common:options.weekday.monday')}
                </option>
              ))}
            </select>
          </div>
          <div className="space-y-1.5">
            <Label htmlFor="club-distance">{t('clubs:find.distance')}</Label>
            <select
              id="club-distance"
              className={selectClass}
              value={distance}
              onChange={(e) => setDistance(e.target.value)}
            >
              <option value="">{t('clubs:find.anyDistance')}</option>
              {EVENT_DISTANCE_OPTIONS.map((d) => (
                <option key={d} value={d}>
                  {t(EVENT_DISTANCE_LABELS[d])}
                </option>
              ))}
            </select>
          </div>
          <div className="space-y-1.5">
            <Label htmlFor="club-ability">{t('clubs:find.ability')}</Label>
            <select
              id="club-ability"
              className={selectClass}
              value={abilityLevel}
              onChange={(e) => setAbilityLevel(e.target.value)}
            >
              <option value="">{t('clubs:find.anyAbility')}</option>
              {ABILITY_LEVELS.map((a) => (
                <option key={a} value={a}>
                  {t(ABILITY_LABELS[a] ?? 'common:options.ability.allWelcome')}
                </option>
              ))}
            </select>
          </div>
        </div>
      </section>

      <section aria-labelledby="club-results" className="space-y-3">
        <div className="flex items-center justify-between gap-2">
          <h2 id="club-results" className="text-xl font-semibold">
            {place ? t('clubs:find.resultsNear', { place: place.label }) : t('clubs:find.results')}
          </h2>
          <ViewToggle
            label={t('clubs:find.view')}
            value={view}
            onChange={setView}
            options={[
              { value: 'list', label: t('clubs:find.list'), icon: <List aria-hidden="true" /> },
              { value: 'map', label: t('clubs:find.map'), icon: <MapIcon aria-hidden="true" /> },
            ]}
          />
        </div>
        <ListStates query={query} errorTitle={t('clubs:errors.tryLater')}>
          {clubs.length === 0 ? (
            <ListEmpty
              title={t('clubs:find.emptyTitle')}
              description={t('clubs:find.emptyBody')}
              action={
                <Button asChild>
                  <Link to="/create-runclub">{t('clubs:find.create')}</Link>
                </Button>
              }
            />
          ) : view === 'map' ? (
            <LazyEventsMap
              className="h-96 w-full overflow-hidden rounded-lg border"
              center={
                place ? { lat: place.lat, lng: place.lng } : { lat: located[0]!.lat!, lng: located[0]!.lng! }
              }
              zoom={place ? 12 : 10}
              radiusKm={place ? radiusKm : undefined}
              showCenterPin={Boolean(place)}
              events={located.map((c) => ({
                id: c.id,
                title: c.name,
                lat: c.lat!,
                lng: c.lng!,
                when: t('clubs:card.members', { count: c.memberCount }),
                location: c.location,
                href: `/runclubs/${c.id}`,
              }))}
              label={t('clubs:find.mapLabel')}
              viewLabel={t('clubs:find.viewClub')}
            />
          ) : (
            <ul className="space-y-3">
              {clubs.map((c) => (
                <ClubCard key={c.id} club={c} />
              ))}
            </ul>
          )}
        </ListStates>
      </section>
    </div>
  );
}
