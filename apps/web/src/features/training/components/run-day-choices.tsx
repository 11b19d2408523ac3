import { useFormat } from '@/hooks/use-format';
import { weekdayName } from '../lib/format';
import { WEEK_ORDER } from '../lib/labels';

/** The week's days, Monday first, as boxes to tick: the days the runner runs (wizard and settings). */
export function RunDayBoxes({
  runDays,
  onToggle,
}: {
  runDays: readonly number[];
  onToggle: (day: number) => void;
}) {
  const f = useFormat();
  return (
    <div className="flex flex-wrap gap-2">
      {WEEK_ORDER.map((d) => (
        <label
          key={d}
          className="flex items-center gap-2 rounded-md border px-3 py-2 text-sm has-checked:border-primary"
        >
          <input type="checkbox" checked={runDays.includes(d)} onChange={() => onToggle(d)} />
          {weekdayName(d, f.language)}
        </label>
      ))}
    </div>
  );
}

/** The chosen run days as the options for the long run's day. */
export function LongRunDayOptions({ runDays }: { runDays: readonly number[] }) {
  const f = useFormat();
  return WEEK_ORDER.filter((d) => runDays.includes(d)).map((d) => (
    <option key={d} value={d}>
      {weekdayName(d, f.language)}
    </option>
  ));
}
