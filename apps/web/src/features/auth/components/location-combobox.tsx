import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Input } from '@/components/ui/input';
import { useLocationSearch } from '../api/search-locations';

const EXAMPLES = ['Bondi', 'Fitzroy', 'Fremantle'];

/**
 * Australian locality search (GET /api/locations/search?q=&limit=8). The field's value is set only when
 * a suggestion is picked: typing clears it, so the form stays invalid until a real locality is chosen.
 */
export function LocationCombobox({
  id,
  value,
  onChange,
  invalid,
}: {
  id?: string;
  value: string;
  onChange: (label: string) => void;
  invalid?: boolean;
}) {
  const { t } = useTranslation('auth');
  const listId = useId();
  const [text, setText] = useState(value);
  const [open, setOpen] = useState(false);
  const search = useLocationSearch(text);
  const suggestions = search.isError ? [] : (search.data ?? []);
  const searching = text.trim().length >= 2 && text !== value;

  return (
    <div className="relative">
      <Input
        id={id}
        role="combobox"
        aria-expanded={open && searching}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-invalid={invalid || undefined}
        autoComplete="off"
        placeholder={t('auth:fields.locationPlaceholder')}
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          setOpen(true);
          if (value) onChange('');
        }}
        onBlur={() => setTimeout(() => setOpen(false), 150)}
        onFocus={() => setOpen(true)}
      />
      {open && searching && search.isSuccess && (
        <ul
          id={listId}
          role="listbox"
          className="absolute z-20 mt-1 max-h-64 w-full overflow-auto rounded-md border bg-popover shadow"
        >
          {suggestions.map((s) => (
            <li
              key={s.value}
              role="option"
              aria-selected={s.label === value}
              className="cursor-pointer px-3 py-2 text-sm hover:bg-accent"
              onMouseDown={(e) => {
                e.preventDefault();
                setText(s.label);
                onChange(s.label);
                setOpen(false);
              }}
            >
              {s.label}
            </li>
          ))}
          {suggestions.length === 0 && (
            <li className="px-3 py-2 text-sm text-muted-foreground">
              {t('auth:fields.noLocations', { text: text.trim(), examples: EXAMPLES.join(', ') })}
            </li>
          )}
        </ul>
      )}
    </div>
  );
}
