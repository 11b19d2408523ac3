import type { ReactNode } from 'react';
import { Button } from './button';

export interface ViewOption<View extends string> {
  value: View;
  label: ReactNode;
  icon?: ReactNode;
}

/** Two or more ways to show the same thing (list or map, month or agenda): pressed buttons in a group. */
export function ViewToggle<View extends string>({
  label,
  value,
  onChange,
  options,
}: {
  /** What the group switches, for screen readers. */
  label: string;
  value: View;
  onChange: (view: View) => void;
  options: ViewOption<View>[];
}) {
  return (
    <div role="group" aria-label={label} className="inline-flex rounded-md border p-0.5">
      {options.map((option) => (
        <Button
          key={option.value}
          size="sm"
          variant={value === option.value ? 'secondary' : 'ghost'}
          aria-pressed={value === option.value}
          onClick={() => onChange(option.value)}
        >
          {option.icon}
          {option.label}
        </Button>
      ))}
    </div>
  );
}
