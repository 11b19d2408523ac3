import { suggestPasswords } from '@stride/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';

/** The one 'Suggest strong passwords' button: three CSPRNG samples (SPEC section 5), one click to use. */
export function SuggestPasswords({ onUse }: { onUse: (password: string) => void }) {
  const { t } = useTranslation('auth');
  const [suggestions, setSuggestions] = useState<string[]>([]);
  return (
    <div>
      <Button
        type="button"
        variant="link"
        size="sm"
        className="h-auto px-0"
        onClick={() => setSuggestions(suggestPasswords(3))}
      >
        {t('auth:strength.suggest')}
      </Button>
      {suggestions.length > 0 && (
        <ul className="mt-1 flex flex-wrap gap-2">
          {suggestions.map((suggestion) => (
            <li key={suggestion}>
              <button
                type="button"
                className="rounded border px-2 py-1 font-mono text-xs hover:bg-accent"
                onClick={() => onUse(suggestion)}
                aria-label={t('auth:strength.useSuggestion', { password: suggestion })}
              >
                {suggestion}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
