import type { TranslationKey } from '@/i18n/keys';
import { useTranslation } from 'react-i18next';
import { Chip } from '@/components/ui/chip';

/** A multi-choice group of chips (run days, distances, abilities); labels from keys or the value itself. */
export function OptionChips({
  legend,
  options,
  labels,
  value,
  onChange,
}: {
  legend: string;
  options: readonly string[];
  labels?: Readonly<Partial<Record<string, TranslationKey>>>;
  value: string[];
  onChange: (next: string[]) => void;
}) {
  const { t } = useTranslation('clubs');
  const toggle = (o: string) => onChange(value.includes(o) ? value.filter((v) => v !== o) : [...value, o]);
  return (
    <fieldset>
      <legend className="mb-1.5 text-sm font-medium">{legend}</legend>
      <div className="flex flex-wrap gap-1.5">
        {options.map((o) => {
          const key = labels?.[o];
          return (
            <Chip key={o} selected={value.includes(o)} onClick={() => toggle(o)}>
              {key ? t(key) : o}
            </Chip>
          );
        })}
      </div>
    </fieldset>
  );
}
