import { newPasswordSchema, passwordStrength, type StrengthLevel, type StrengthTip } from '@stride/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/utils';
import { SuggestPasswords } from './suggest-passwords';

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

/** The meter's reading of a password, made to agree with the rule it must pass first. */
export function meterReading(password: string): { level: StrengthLevel; percent: number; tip?: StrengthTip } {
  const result = passwordStrength(password);
  // While the rule fails, the field's own message says what is missing: the meter adds no advice of its
  // own and never calls a password the rule refuses better than weak.
  if (!newPasswordSchema.safeParse(password).success) {
    const level = result.level === 'terrible' ? 'terrible' : 'weak';
    return { level, percent: Math.min(result.percent, 39) };
  }
  // One piece of advice at a time, the most useful first: what costs points, then what would add them.
  const tip =
    result.tips.find((candidate) => candidate.startsWith('avoid')) ??
    result.tips.find((candidate) => candidate !== 'tryPassphrase') ??
    result.tips[0];
  return { level: result.level, percent: result.percent, tip };
}

/**
 * Advisory meter (SPEC section 5): five levels and, once the password meets the rule, one tip. Exactly
 * one password message shows at a time: the rule's (under the field) or the meter's tip (issue 16).
 */
export function PasswordStrengthMeter({
  password,
  onUseSuggestion,
}: {
  password: string;
  onUseSuggestion: (p: string) => void;
}) {
  const { t } = useTranslation('auth');
  const reading = useMemo(() => meterReading(password), [password]);
  const max = 100;
  return (
    <div className="space-y-2 text-sm" data-testid="password-strength">
      {password && (
        <div className="flex items-center gap-2">
          <div
            className="h-2 flex-1 overflow-hidden rounded bg-muted"
            role="meter"
            aria-valuemin={0}
            aria-valuemax={max}
            aria-valuenow={reading.percent}
            aria-valuetext={t(LEVEL_KEYS[reading.level])}
            aria-label={t('auth:strength.label')}
          >
            <div
              className={cn('h-full transition-all', LEVEL_COLOURS[reading.level])}
              style={{ width: `${reading.percent}%` }}
            />
          </div>
          <span className="font-medium">{t(LEVEL_KEYS[reading.level])}</span>
        </div>
      )}
      {reading.tip && password && <p className="text-muted-foreground">{t(TIP_KEYS[reading.tip])}</p>}
      <SuggestPasswords onUse={onUseSuggestion} />
    </div>
  );
}
