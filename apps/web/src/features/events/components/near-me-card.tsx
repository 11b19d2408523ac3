import {
  DEFAULT_LOCATION,
  DEFAULT_SEARCH_RADIUS_KM,
  DEFAULT_TIME_PERIOD_HOURS,
  LIMITS,
  TIME_PERIOD_HOURS,
  UI_TIMINGS,
  formatPace,
  type LocationSuggestion,
} from '@stride/contracts';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { RadiusChips } from '@/components/radius-chips';
import { Button } from '@/components/ui/button';
import { Chip } from '@/components/ui/chip';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { useFormat } from '@/hooks/use-format';
import { useAuth } from '@/features/auth';
import { nearMeSearchQuery, rememberNearMeSearch, type NearMeSearch } from '@/lib/search-in-address';
import { useMyPace } from '../api/my-pace';
import { useSearchEvents } from '../api/search-events';
import { PERIOD_LABELS } from '../lib/labels';
import {
  customRangeHours,
  isNegligibleMove,
  roundCoord,
  todayIso,
  validateCustomRange,
} from '../lib/near-me';
import { EventDetailDialog } from './event-detail-dialog';
import { EventRow } from './event-row';
import { LazyEventsMap } from './lazy-events-map';
import { LocalityCombobox } from '@/features/locations';
import { useMapEvents } from '../lib/map-events';

type Point = { lat: number; lng: number };

const RANGE_ERRORS = {
  startRequired: 'events:nearMe.rangeRequired',
  startPast: 'events:nearMe.rangeStartPast',
  endBeforeStart: 'events:nearMe.rangeEndBeforeStart',
} as const;

/**
 * Events Near Me: location search, radius and period chips, a map with click-to-recentre, a list of 4.
 * The search lives in the address (`kept` is what the address carried on arrival), so Back from a run
 * and "Back to events" return to it (issue 26).
 */
export function NearMeCard({
  initialLocation,
  kept,
}: {
  initialLocation?: LocationSuggestion;
  kept?: NearMeSearch;
}) {
  const { t } = useTranslation('events');
  const fmt = useFormat();
  const [location, setLocation] = useState<LocationSuggestion>(
    kept?.place ?? initialLocation ?? DEFAULT_LOCATION,
  );
  const [mapCentre, setMapCentre] = useState<Point | null>(kept?.mapCentre ?? null);
  const [radiusKm, setRadiusKm] = useState<number>(kept?.radiusKm ?? DEFAULT_SEARCH_RADIUS_KM);
  const [period, setPeriod] = useState<number | 'custom'>(kept?.period ?? DEFAULT_TIME_PERIOD_HOURS);
  const [rangeStart, setRangeStart] = useState(kept?.from ?? todayIso());
  const [rangeEnd, setRangeEnd] = useState(kept?.to ?? todayIso());
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  const keptQuery = nearMeSearchQuery({
    place: location,
    mapCentre,
    radiusKm,
    period,
    from: rangeStart,
    to: rangeEnd,
  });
  // Where the card starts (the runner's suburb, the defaults) is not a search: the address stays clean
  // until the runner changes something; from then on it follows every change.
  const startQuery = useRef<string | null>(keptQuery);
  useEffect(() => {
    if (keptQuery === startQuery.current) {
      if (kept?.place) rememberNearMeSearch(keptQuery);
      return;
    }
    startQuery.current = null;
    rememberNearMeSearch(keptQuery);
    if (keptQuery !== search) void navigate({ pathname, search: keptQuery, hash }, { replace: true });
    // Only when the search itself changes: the address follows it, not the other way round.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [keptQuery]);
  const [showAll, setShowAll] = useState(false);
  const [openId, setOpenId] = useState<number | null>(null);
  // "Runs at my pace" (issue 29): for a signed-in runner whose easy pace is known.
  const { isAuthenticated } = useAuth();
  const myPace = useMyPace(isAuthenticated).data?.pace ?? null;
  const [atMyPace, setAtMyPace] = useState(false);
  const clickTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(clickTimer.current), []);

  const centre: Point = mapCentre ?? { lat: location.lat, lng: location.lng };
  const rangeError = period === 'custom' ? validateCustomRange(rangeStart, rangeEnd) : null;
  const hours = period === 'custom' ? (rangeError ? null : customRangeHours(rangeEnd)) : period;
  const query = useSearchEvents({
    lat: hours == null ? undefined : roundCoord(centre.lat),
    lng: hours == null ? undefined : roundCoord(centre.lng),
    radiusKm,
    hours: hours ?? DEFAULT_TIME_PERIOD_HOURS,
    paceSecPerKm: atMyPace && myPace ? myPace.secPerKm : undefined,
  });
  const events = useMemo(() => query.data?.events ?? [], [query.data]);
  const visible = showAll ? events : events.slice(0, LIMITS.nearMeListInitial);
  const opened = events.find((e) => e.id === openId);
  const mapEvents = useMapEvents(events);

  // Debounced 300 ms; rounded to 4 decimals; clicks within ~0.001° of the centre are ignored (SPEC 5).
  const onMapClick = (p: Point) => {
    clearTimeout(clickTimer.current);
    clickTimer.current = setTimeout(() => {
      const next = { lat: roundCoord(p.lat), lng: roundCoord(p.lng) };
      if (!isNegligibleMove(centre, next)) setMapCentre(next);
    }, UI_TIMINGS.mapClickDebounceMs);
  };

  return (
    <Card id="events-near-me" className="scroll-mt-20">
      <CardHeader>
        <CardTitle>{t('events:nearMe.title')}</CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        <div className="grid gap-4 lg:grid-cols-2">
          <div className="space-y-3">
            <LocalityCombobox
              id="near-me-location"
              label={t('events:nearMe.searchLabel')}
              initialText={location.label}
              onSelect={(s) => {
                setLocation(s);
                setMapCentre(null); // choosing a location clears the map centre (SPEC 4)
              }}
            />
            <p className="text-sm text-muted-foreground" data-testid="near-me-centre">
              {mapCentre
                ? t('events:nearMe.centreMap', {
                    latitude: fmt.number(mapCentre.lat, { maximumFractionDigits: 4 }),
                    longitude: fmt.number(mapCentre.lng, { maximumFractionDigits: 4 }),
                  })
                : t('events:nearMe.centreLocation', { location: location.label })}
            </p>
            <RadiusChips legend={t('events:nearMe.radius')} value={radiusKm} onChange={setRadiusKm} />
            {myPace && (
              <div>
                <Chip selected={atMyPace} onClick={() => setAtMyPace((on) => !on)}>
                  {t('events:atMyPace.label')}
                </Chip>
                <p className="mt-1 text-xs text-muted-foreground">
                  {t('events:atMyPace.hint', { pace: formatPace(myPace.secPerKm) })}
                </p>
              </div>
            )}
            <fieldset>
              <legend className="mb-1.5 text-sm font-medium">{t('events:nearMe.period')}</legend>
              <div className="flex flex-wrap gap-1.5">
                {TIME_PERIOD_HOURS.map((h) => (
                  <Chip key={h} selected={period === h} onClick={() => setPeriod(h)}>
                    {t(PERIOD_LABELS[h] ?? 'events:nearMe.period168')}
                  </Chip>
                ))}
                <Chip selected={period === 'custom'} onClick={() => setPeriod('custom')}>
                  {t('events:nearMe.custom')}
                </Chip>
              </div>
              {period === 'custom' && (
                <div className="mt-2 grid grid-cols-2 gap-2">
                  <label className="text-sm">
                    {t('events:nearMe.from')}
                    <Input
                      type="date"
                      min={todayIso()}
                      value={rangeStart}
                      onChange={(e) => setRangeStart(e.target.value)}
                    />
                  </label>
                  <label className="text-sm">
                    {t('events:nearMe.to')}
                    <Input
                      type="date"
                      min={rangeStart || todayIso()}
                      value={rangeEnd}
                      onChange={(e) => setRangeEnd(e.target.value)}
                    />
                  </label>
                  {rangeError && (
                    <p role="alert" className="col-span-2 text-sm text-destructive">
                      {t(RANGE_ERRORS[rangeError])}
                    </p>
                  )}
                </div>
              )}
            </fieldset>
          </div>
          <div>
            <LazyEventsMap
              deferUntilVisible
              center={centre}
              radiusKm={radiusKm}
              zoom={radiusKm >= 50 ? 8 : radiusKm >= 20 ? 10 : 11}
              showCenterPin
              events={mapEvents}
              onMapClick={onMapClick}
              label={t('events:nearMe.mapLabel')}
              viewLabel={t('events:map.viewEvent')}
            />
            <p className="mt-1 text-xs text-muted-foreground">{t('events:nearMe.mapHint')}</p>
          </div>
        </div>
        <section aria-live="polite">
          <h3 className="mb-2 font-semibold">
            {query.data?.totalCapped
              ? t('events:nearMe.upcomingCapped', { total: query.data.total })
              : t('events:nearMe.upcoming', { count: query.data?.total ?? events.length })}
          </h3>
          {query.isLoading ? (
            <div className="space-y-2">
              {Array.from({ length: LIMITS.skeletonRows }, (_, i) => (
                <Skeleton key={i} className="h-20 w-full" />
              ))}
            </div>
          ) : query.isError ? (
            <p role="alert" className="text-sm text-destructive">
              {t('events:nearMe.failed', { status: query.error.message })}
            </p>
          ) : events.length === 0 ? (
            <div className="rounded-lg border border-dashed p-6 text-center">
              <p className="font-medium">{t('events:nearMe.emptyTitle')}</p>
              <p className="text-sm text-muted-foreground">{t('events:nearMe.emptyBody')}</p>
            </div>
          ) : (
            <>
              <ul className="space-y-2" data-testid="near-me-list">
                {visible.map((e) => (
                  <EventRow key={e.id} event={e} distanceKm={e.distance} onOpen={() => setOpenId(e.id)} />
                ))}
              </ul>
              {events.length > LIMITS.nearMeListInitial && (
                <Button variant="link" onClick={() => setShowAll((s) => !s)}>
                  {showAll
                    ? t('events:nearMe.showLess')
                    : t('events:nearMe.viewAll', { total: events.length })}
                </Button>
              )}
            </>
          )}
        </section>
      </CardContent>
      <EventDetailDialog eventId={openId} distanceKm={opened?.distance} onClose={() => setOpenId(null)} />
    </Card>
  );
}
