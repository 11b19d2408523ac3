import type { LocationSuggestion } from '@stride/contracts';
import { LIMITS } from '@stride/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Input } from '@/components/ui/input';
import { useLocationSearch } from '@/features/auth/api/search-locations';

const EXAMPLES = 'Bondi, Fitzroy, Fremantle';

/**
 * Australian locality search (GET /api/locations/search?q=&limit=8) that hands back the whole suggestion,
 * so callers get lat/lng as well as the label. Searches from 2 characters; a failure just closes the list.
 */
export function LocationSearch({
  id,
  label,
  initialText = '',
  onSelect,
  invalid,
  placeholder,
}: {
  id?: string;
  label: string;
  initialText?: string;
  onSelect: (s: LocationSuggestion) => void;
  invalid?: boolean;
  placeholder?: string;
}) {
  const { t } = useTranslation('events');
  const listId = useId();
  const [text, setText] = useState(initialText);
  const [chosen, setChosen] = useState(initialText);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const search = useLocationSearch(text);
  const suggestions = search.isError ? [] : (search.data ?? []);
  const searching = text.trim().length >= LIMITS.locationQueryMin && text !== chosen;
  const visible = open && searching && !search.isError && search.isSuccess;

  const pick = (s: LocationSuggestion) => {
    setText(s.label);
    setChosen(s.label);
    setOpen(false);
    onSelect(s);
  };

  return (
    <div className="relative">
      <Input
        id={id}
        role="combobox"
        aria-label={label}
        aria-expanded={visible}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-invalid={invalid || undefined}
        autoComplete="off"
        placeholder={placeholder ?? t('events:location.placeholder')}
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          setActive(0);
          setOpen(true);
        }}
        onKeyDown={(e) => {
          if (!visible || suggestions.length === 0) return;
          if (e.key === 'ArrowDown') {
            e.preventDefault();
            setActive((a) => Math.min(a + 1, suggestions.length - 1));
          } else if (e.key === 'ArrowUp') {
            e.preventDefault();
            setActive((a) => Math.max(a - 1, 0));
          } else if (e.key === 'Enter') {
            e.preventDefault();
            const s = suggestions[active];
            if (s) pick(s);
          } else if (e.key === 'Escape') setOpen(false);
        }}
        onBlur={() => setTimeout(() => setOpen(false), 150)}
        onFocus={() => setOpen(true)}
      />
      {visible && (
        <ul
          id={listId}
          role="listbox"
          className="absolute z-[1000] mt-1 max-h-64 w-full overflow-auto rounded-md border bg-popover shadow"
        >
          {suggestions.map((s, i) => (
            <li
              key={s.value}
              role="option"
              aria-selected={i === active}
              className={`cursor-pointer px-3 py-2 text-sm hover:bg-accent ${i === active ? 'bg-accent' : ''}`}
              onMouseDown={(e) => {
                e.preventDefault();
                pick(s);
              }}
            >
              {s.label}
            </li>
          ))}
          {suggestions.length === 0 && (
            <li className="px-3 py-2 text-sm text-muted-foreground">
              {t('events:location.noneFound', { text: text.trim(), examples: EXAMPLES })}
            </li>
          )}
        </ul>
      )}
    </div>
  );
}
