import { SEARCH_RADIUS_KM } from '@stride/contracts';
import { Chip } from '@/components/ui/chip';
import { useFormat } from '@/hooks/use-format';

/** The search radius as a row of chips (5 to 100 km), for events near me and clubs near a suburb. */
export function RadiusChips({
  legend,
  value,
  onChange,
  disabled,
}: {
  legend: string;
  value: number;
  onChange: (radiusKm: number) => void;
  disabled?: boolean;
}) {
  const fmt = useFormat();
  return (
    <fieldset disabled={disabled}>
      <legend className="mb-1.5 text-sm font-medium">{legend}</legend>
      <div className="flex flex-wrap gap-1.5">
        {SEARCH_RADIUS_KM.map((r) => (
          <Chip key={r} selected={value === r} onClick={() => onChange(r)}>
            {fmt.distanceKm(r, 0)}
          </Chip>
        ))}
      </div>
    </fieldset>
  );
}
