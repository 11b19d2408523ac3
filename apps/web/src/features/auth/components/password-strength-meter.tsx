import { passwordStrength, suggestPasswords, type StrengthLevel, type StrengthTip } from '@stride/contracts';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';

const LEVEL_KEYS: Record<StrengthLevel, string> = {
  terrible: 'auth:strength.level.terrible',
  weak: 'auth:strength.level.weak',
  okay: 'auth:strength.level.okay',
  good: 'auth:strength.level.good',
  excellent: 'auth:strength.level.excellent',
};
const LEVEL_COLOURS: Record<StrengthLevel, string> = {
  terrible: 'bg-red-600',
  weak: 'bg-orange-500',
  okay: 'bg-yellow-500',
  good: 'bg-lime-600',
  excellent: 'bg-green-600',
};
const TIP_KEYS: Record<StrengthTip, string> = {
  useLonger: 'auth:strength.tips.useLonger',
  addLowercase: 'auth:strength.tips.addLowercase',
  addUppercase: 'auth:strength.tips.addUppercase',
  addNumber: 'auth:strength.tips.addNumber',
  addSymbol: 'auth:strength.tips.addSymbol',
  avoidRepeats: 'auth:strength.tips.avoidRepeats',
  avoidSequences: 'auth:strength.tips.avoidSequences',
  avoidCommonWords: 'auth:strength.tips.avoidCommonWords',
  tryPassphrase: 'auth:strength.tips.tryPassphrase',
};

/** What to fix first: the penalties (common words, sequences, repeats), then what is missing. */
function tipsFirst(tips: StrengthTip[]): StrengthTip[] {
  return [...tips].sort((a, b) => Number(b.startsWith('avoid')) - Number(a.startsWith('avoid'))).slice(0, 3);
}

/** Advisory meter (SPEC section 5): score out of 11, five levels, tips and CSPRNG sample passwords. */
export function PasswordStrengthMeter({
  password,
  onUseSuggestion,
}: {
  password: string;
  onUseSuggestion: (p: string) => void;
}) {
  const { t } = useTranslation('auth');
  const result = useMemo(() => passwordStrength(password), [password]);
  const [suggestions, setSuggestions] = useState<string[]>([]);
  if (!password && !suggestions.length) {
    return (
      <Button
        type="button"
        variant="link"
        size="sm"
        className="h-auto px-0"
        onClick={() => setSuggestions(suggestPasswords(3))}
      >
        {t('auth:strength.suggest')}
      </Button>
    );
  }
  return (
    <div className="space-y-2 text-sm" data-testid="password-strength">
      {password && (
        <>
          <div className="flex items-center gap-2">
            <div
              className="h-2 flex-1 overflow-hidden rounded bg-muted"
              role="meter"
              aria-valuemin={0}
              aria-valuemax={result.maxScore}
              aria-valuenow={result.score}
              aria-label={t('auth:strength.label')}
            >
              <div
                className={cn('h-full transition-all', LEVEL_COLOURS[result.level])}
                style={{ width: `${result.percent}%` }}
              />
            </div>
            <span className="font-medium">
              {t(LEVEL_KEYS[result.level])} (
              {t('auth:strength.score', { score: result.score, max: result.maxScore })})
            </span>
          </div>
          {result.tips.length > 0 && (
            <ul className="list-disc pl-5 text-muted-foreground">
              {tipsFirst(result.tips).map((tip) => (
                <li key={tip}>{t(TIP_KEYS[tip])}</li>
              ))}
            </ul>
          )}
        </>
      )}
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
            {suggestions.map((s) => (
              <li key={s}>
                <button
                  type="button"
                  className="rounded border px-2 py-1 font-mono text-xs hover:bg-accent"
                  onClick={() => onUseSuggestion(s)}
                  aria-label={t('auth:strength.useSuggestion', { password: s })}
                >
                  {s}
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
