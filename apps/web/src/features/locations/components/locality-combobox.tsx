import { LIMITS, type LocationSuggestion } from '@stride/contracts';
import { useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/utils';
import { useLocationSearch } from '../api/search-locations';

const EXAMPLES = 'Bondi, Fitzroy, Fremantle';

/**
 * The one Australian locality field (GET /api/locations/search), used by sign-up, profile setup, the
 * event forms and the near-me search. A WAI-ARIA combobox: typing 2+ characters lists suggestions,
 * ArrowDown/ArrowUp move through them, Enter picks, Escape closes; a click picks too. The caller gets
 * the whole suggestion (label, state, lat/lng). `onClear` tells forms that require a pick that typing
 * has replaced the chosen locality.
 */
export function LocalityCombobox({
  id,
  label,
  initialText = '',
  onSelect,
  onClear,
  invalid,
  placeholder,
}: {
  id?: string;
  /** Accessible name, when no <label htmlFor={id}> names the field. */
  label?: string;
  initialText?: string;
  onSelect: (suggestion: LocationSuggestion) => void;
  onClear?: () => void;
  invalid?: boolean;
  placeholder?: string;
}) {
  const { t } = useTranslation('locations');
  const listId = useId();
  const [text, setText] = useState(initialText);
  const [chosen, setChosen] = useState(initialText);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const search = useLocationSearch(text);
  const suggestions = search.isError ? [] : (search.data ?? []);
  const searching = text.trim().length >= LIMITS.locationQueryMin && text !== chosen;
  const visible = open && searching && search.isSuccess;
  const optionId = (index: number) => `${listId}-option-${index}`;

  const pick = (suggestion: LocationSuggestion) => {
    setText(suggestion.label);
    setChosen(suggestion.label);
    setOpen(false);
    onSelect(suggestion);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape') {
      if (visible) event.preventDefault();
      setOpen(false);
      return;
    }
    if (event.key === 'ArrowDown' && !open) {
      event.preventDefault();
      setOpen(true);
      return;
    }
    if (!visible || suggestions.length === 0) return;
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setActive((index) => (index + 1) % suggestions.length);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((index) => (index - 1 + suggestions.length) % suggestions.length);
    } else if (event.key === 'Enter') {
      // Picking a suggestion must not submit the surrounding form.
      event.preventDefault();
      const suggestion = suggestions[active];
      if (suggestion) pick(suggestion);
    }
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
        aria-activedescendant={visible && suggestions[active] ? optionId(active) : undefined}
        aria-invalid={invalid || undefined}
        autoComplete="off"
        placeholder={placeholder ?? t('locations:placeholder')}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setActive(0);
          setOpen(true);
          if (chosen && event.target.value !== chosen) onClear?.();
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
        onFocus={() => setOpen(true)}
      />
      {visible && (
        <ul
          id={listId}
          role="listbox"
          aria-label={label ?? t('locations:suggestions')}
          className="absolute z-[1000] mt-1 max-h-64 w-full overflow-auto rounded-md border bg-popover text-popover-foreground shadow"
        >
          {suggestions.map((suggestion, index) => (
            <li
              key={suggestion.value}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              className={cn(
                'cursor-pointer px-3 py-2 text-sm hover:bg-accent',
                index === active && 'bg-accent',
              )}
              // mousedown, not click: the field's blur would close the list before a click lands.
              onMouseDown={(event) => {
                event.preventDefault();
                pick(suggestion);
              }}
            >
              {suggestion.label}
            </li>
          ))}
          {suggestions.length === 0 && (
            <li
              role="option"
              aria-selected={false}
              aria-disabled
              className="px-3 py-2 text-sm text-muted-foreground"
            >
              {t('locations:noneFound', { text: text.trim(), examples: EXAMPLES })}
            </li>
          )}
        </ul>
      )}
    </div>
  );
}
