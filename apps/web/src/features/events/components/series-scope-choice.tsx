import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { SeriesScope } from '../api/update-event';

/** For an occurrence of a recurring event: change just this run, or every upcoming run of the series. */
export function SeriesScopeChoice({
  value,
  onChange,
  legend,
  when,
}: {
  value: SeriesScope;
  onChange: (scope: SeriesScope) => void;
  legend: string;
  /** The occurrence's formatted date, named in the 'just this run' option. */
  when: string;
}) {
  const { t } = useTranslation('events');
  const name = useId();
  const options: { scope: SeriesScope; label: string }[] = [
    { scope: 'single', label: t('events:manage.scopeSingle', { when }) },
    { scope: 'series', label: t('events:manage.scopeSeries') },
  ];
  return (
    <fieldset className="space-y-2 rounded-lg border p-4">
      <legend className="px-1 text-sm font-semibold">{legend}</legend>
      {options.map((o) => (
        <label key={o.scope} className="flex items-start gap-2 text-sm">
          <input
            type="radio"
            name={name}
            value={o.scope}
            checked={value === o.scope}
            onChange={() => onChange(o.scope)}
            className="mt-0.5 size-4 accent-primary focus-visible:ring-2 focus-visible:ring-ring"
          />
          {o.label}
        </label>
      ))}
    </fieldset>
  );
}
