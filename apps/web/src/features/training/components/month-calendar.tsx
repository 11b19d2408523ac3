import { addDays, mondayOf, type TrainingPlan } from '@stride/contracts';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useFormat } from '@/hooks/use-format';
import { intlLocale } from '@/lib/format';
import { cn } from '@/lib/utils';
import { weekdayName } from '../lib/format';
import { TYPE_KEYS, WEEK_ORDER } from '../lib/labels';

const monthOf = (date: string) => date.slice(0, 7);
function shiftMonth(month: string, by: number): string {
  const [y, m] = month.split('-').map(Number);
  const d = new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1 + by, 1));
  return d.toISOString().slice(0, 7);
}

/** Calendar: a month at a time, Monday first, each day with its workout; today outlined. */
export function MonthCalendar({ plan }: { plan: TrainingPlan }) {
  const { t } = useTranslation('training');
  const f = useFormat();
  const [month, setMonth] = useState(() =>
    monthOf(plan.today < plan.startDate ? plan.startDate : plan.today),
  );
  const byDate = new Map(plan.schedule.weeks.flatMap((w) => w.workouts).map((w) => [w.date, w]));
  const first = mondayOf(`${month}-01`);
  const weeks: string[][] = [];
  for (let start = first; monthOf(start) <= month; start = addDays(start, 7)) {
    weeks.push(Array.from({ length: 7 }, (_, i) => addDays(start, i)));
    if (weeks.length > 6) break;
  }
  const [y, m] = month.split('-').map(Number);
  const title = new Intl.DateTimeFormat(intlLocale(f.language), {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, 1)));
  return (
    <div>
      <div className="mb-2 flex items-center justify-between">
        <Button
          type="button"
          variant="ghost"
          size="icon"
          aria-label={t('training:calendar.previous')}
          onClick={() => setMonth(shiftMonth(month, -1))}
        >
          <ChevronLeft aria-hidden="true" />
        </Button>
        <h3 className="font-medium" aria-live="polite">
          {title}
        </h3>
        <Button
          type="button"
          variant="ghost"
          size="icon"
          aria-label={t('training:calendar.next')}
          onClick={() => setMonth(shiftMonth(month, 1))}
        >
          <ChevronRight aria-hidden="true" />
        </Button>
      </div>
      <table className="w-full table-fixed border-collapse text-xs">
        <caption className="sr-only">{t('training:calendar.caption', { month: title })}</caption>
        <thead>
          <tr>
            {WEEK_ORDER.map((d) => (
              <th key={d} scope="col" className="p-1 font-medium text-muted-foreground">
                <abbr title={weekdayName(d, f.language)} className="no-underline">
                  {weekdayName(d, f.language, 'short')}
                </abbr>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((days) => (
            <tr key={days[0]}>
              {days.map((date) => {
                const w = byDate.get(date);
                const inMonth = monthOf(date) === month;
                return (
                  <td
                    key={date}
                    aria-current={date === plan.today ? 'date' : undefined}
                    className={cn(
                      'h-16 border p-1 align-top',
                      !inMonth && 'text-muted-foreground',
                      date === plan.today && 'outline-2 outline-primary',
                    )}
                  >
                    <span className="block">{Number(date.slice(8))}</span>
                    {w && (
                      <span
                        className={cn(
                          'block leading-tight break-words',
                          w.completed && 'text-success-foreground',
                        )}
                      >
                        {t(TYPE_KEYS[w.type])} {f.number(w.distanceKm, { maximumFractionDigits: 1 })}
                        {w.completed && (
                          <span>
                            {' '}
                            ✓<span className="sr-only">{t('training:thisWeek.done')}</span>
                          </span>
                        )}
                      </span>
                    )}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
