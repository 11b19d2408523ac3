import { useTranslation } from 'react-i18next';
import { Chip } from '@/components/ui/chip';
import { optionLabel, type AnyOptionLabels } from '@/lib/option-labels';

/** A multi-choice group of chips (run days, distances, abilities), each worded by lib/option-labels. */
export function OptionChips({
  legend,
  options,
  labels,
  value,
  onChange,
}: {
  legend: string;
  options: readonly string[];
  labels: AnyOptionLabels;
  value: string[];
  onChange: (next: string[]) => void;
}) {
  const { t } = useTranslation('clubs');
  const toggle = (o: string) => onChange(value.includes(o) ? value.filter((v) => v !== o) : [...value, o]);
  return (
    <fieldset>
      <legend className="mb-1.5 text-sm font-medium">{legend}</legend>
      <div className="flex flex-wrap gap-1.5">
        {options.map((o) => (
          <Chip key={o} selected={value.includes(o)} onClick={() => toggle(o)}>
            {optionLabel(t, labels, o)}
          </Chip>
        ))}
      </div>
    </fieldset>
  );
}
