import { CalendarDays, ChevronLeft, ChevronRight, Copy } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/use-toast';
import { ViewToggle } from '@/components/ui/view-toggle';
import { useFormat } from '@/hooks/use-format';
import { usePageTitle } from '@/hooks/use-page-title';
import { intlLocale } from '@/lib/format';
import { cn } from '@/lib/utils';
import { eventIcsUrl, useCreateCalendarFeed, useRevokeCalendarFeed } from '../api/calendar-feed';
import { isUpcoming, useUserEvents, type UserEvent } from '../api/get-user-events';
import { EventDetailDialog } from '../components/event-detail-dialog';
import { dayKey, monthGrid } from '../lib/calendar';
import { WEEKDAY_KEYS } from '../lib/labels';

const MONDAY_FIRST = [1, 2, 3, 4, 5, 6, 0];

function FeedCard() {
  const { t } = useTranslation('events');
  const create = useCreateCalendarFeed();
  const revoke = useRevokeCalendarFeed();
  const [url, setUrl] = useState<string | null>(null);
  const copy = async (value: string) => {
    try {
      await navigator.clipboard.writeText(value);
      toast({ title: t('events:calendar.feedCopied') });
    } catch {
      toast({ title: t('events:share.copyFailed'), variant: 'destructive' });
    }
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">{t('events:calendar.feedTitle')}</CardTitle>
      </CardHeader>
      <CardContent className="space-y-3 text-sm">
        <p className="text-muted-foreground">{t('events:calendar.feedBody')}</p>
        {url && (
          <div className="flex gap-2">
            <Input
              readOnly
              value={url}
              aria-label={t('events:calendar.feedUrl')}
              onFocus={(e) => e.target.select()}
            />
            <Button variant="outline" onClick={() => void copy(url)}>
              <Copy aria-hidden="true" />
              {t('events:calendar.copy')}
            </Button>
          </div>
        )}
        <div className="flex flex-wrap gap-2">
          <Button
            disabled={create.isPending}
            onClick={() =>
              create.mutate(undefined, {
                onSuccess: (r) => setUrl(r.url),
                onError: () => toast({ title: t('events:errors.tryLater'), variant: 'destructive' }),
              })
            }
          >
            {url ? t('events:calendar.feedRegenerate') : t('events:calendar.feedCreate')}
          </Button>
          <Button
            variant="outline"
            disabled={revoke.isPending}
            onClick={() =>
              revoke.mutate(undefined, {
                onSuccess: () => {
                  setUrl(null);
                  toast({ title: t('events:calendar.feedRevoked') });
                },
                onError: () => toast({ title: t('events:errors.tryLater'), variant: 'destructive' }),
              })
            }
          >
            {t('events:calendar.feedRevoke')}
          </Button>
        </div>
        <p className="text-xs text-muted-foreground">{t('events:calendar.feedNote')}</p>
      </CardContent>
    </Card>
  );
}

/** /calendar — my events by month or as an agenda, with .ics downloads and a private feed. */
export default function Calendar() {
  const { t } = useTranslation('events');
  const fmt = useFormat();
  usePageTitle('common:pageTitles.calendar');
  const query = useUserEvents();
  const [view, setView] = useState<'month' | 'agenda'>('month');
  const [month, setMonth] = useState(() => new Date(new Date().getFullYear(), new Date().getMonth(), 1));
  const [openId, setOpenId] = useState<number | null>(null);
  const mine = useMemo(
    () =>
      (query.data ?? []).filter(
        (e) => e.isCreator || (e.userAttendanceStatus != null && e.userAttendanceStatus !== 'not_attending'),
      ),
    [query.data],
  );
  const byDay = useMemo(() => {
    const map = new Map<string, UserEvent[]>();
    for (const e of mine) map.set(e.date, [...(map.get(e.date) ?? []), e]);
    for (const list of map.values()) list.sort((a, b) => a.time.localeCompare(b.time));
    return map;
  }, [mine]);
  const fetchedAt = query.dataUpdatedAt;
  const agenda = useMemo(
    () => mine.filter((e) => isUpcoming(e, fetchedAt)).sort((a, b) => a.startsAt.localeCompare(b.startsAt)),
    [mine, fetchedAt],
  );
  const [today] = useState(() => dayKey(new Date()));
  const monthLabel = new Intl.DateTimeFormat(intlLocale(fmt.language), {
    month: 'long',
    year: 'numeric',
  }).format(month);

  return (
    <div className="mx-auto max-w-5xl space-y-6 px-4 py-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-bold tracking-tight">{t('events:calendar.title')}</h1>
        <ViewToggle
          label={t('events:upcoming.viewMode')}
          value={view}
          onChange={setView}
          options={[
            { value: 'month', label: t('events:calendar.month') },
            { value: 'agenda', label: t('events:calendar.agenda') },
          ]}
        />
      </div>
      {query.isLoading ? (
        <Skeleton className="h-96 w-full" />
      ) : query.isError ? (
        <p role="alert" className="text-destructive">
          {t('events:errors.tryLater')}
        </p>
      ) : view === 'month' ? (
        <section aria-label={monthLabel}>
          <div className="mb-3 flex items-center justify-between">
            <Button
              variant="ghost"
              size="icon"
              aria-label={t('events:calendar.previous')}
              onClick={() => setMonth((m) => new Date(m.getFullYear(), m.getMonth() - 1, 1))}
            >
              <ChevronLeft aria-hidden="true" />
            </Button>
            <h2 className="text-lg font-semibold capitalize">{monthLabel}</h2>
            <Button
              variant="ghost"
              size="icon"
              aria-label={t('events:calendar.next')}
              onClick={() => setMonth((m) => new Date(m.getFullYear(), m.getMonth() + 1, 1))}
            >
              <ChevronRight aria-hidden="true" />
            </Button>
          </div>
          <div className="grid grid-cols-7 gap-px overflow-hidden rounded-lg border bg-border text-sm">
            {MONDAY_FIRST.map((d) => (
              <div key={d} className="bg-muted p-1.5 text-center text-xs font-semibold">
                {t(WEEKDAY_KEYS[d] ?? 'events:weekday.mon')}
              </div>
            ))}
            {monthGrid(month).map((day) => {
              const key = dayKey(day);
              const items = byDay.get(key) ?? [];
              const inMonth = day.getMonth() === month.getMonth();
              return (
                <div
                  key={key}
                  className={cn(
                    'min-h-20 bg-background p-1',
                    !inMonth && 'bg-muted/40 text-muted-foreground',
                  )}
                >
                  <div
                    className={cn(
                      'mb-1 text-xs',
                      key === today &&
                        'inline-flex size-5 items-center justify-center rounded-full bg-primary text-primary-foreground',
                    )}
                  >
                    {day.getDate()}
                  </div>
                  <ul className="space-y-0.5">
                    {items.map((e) => (
                      <li key={e.id}>
                        <button
                          type="button"
                          onClick={() => setOpenId(e.id)}
                          className="w-full truncate rounded bg-accent px-1 text-left text-[11px] text-accent-foreground hover:bg-primary hover:text-primary-foreground"
                          title={`${fmt.time(e.time)} ${e.title}`}
                        >
                          <span className="hidden sm:inline">{fmt.time(e.time)} </span>
                          {e.title}
                        </button>
                      </li>
                    ))}
                  </ul>
                </div>
              );
            })}
          </div>
        </section>
      ) : agenda.length === 0 ? (
        <p className="text-muted-foreground">{t('events:calendar.empty')}</p>
      ) : (
        <ul className="divide-y rounded-lg border" data-testid="agenda">
          {agenda.map((e) => (
            <li key={e.id} className="flex flex-wrap items-center justify-between gap-3 p-3">
              <button type="button" className="text-left" onClick={() => setOpenId(e.id)}>
                <p className="font-medium">{e.title}</p>
                <p className="text-sm text-muted-foreground">
                  {fmt.date(e.date, 'long')} · {fmt.time(e.time)} · {e.location}
                </p>
              </button>
              <Button asChild variant="outline" size="sm">
                <a href={eventIcsUrl(e.id)} download>
                  <CalendarDays aria-hidden="true" />
                  {t('events:calendar.addToCalendar')}
                </a>
              </Button>
            </li>
          ))}
        </ul>
      )}
      <FeedCard />
      <EventDetailDialog eventId={openId} onClose={() => setOpenId(null)} />
    </div>
  );
}
