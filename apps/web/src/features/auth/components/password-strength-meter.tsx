import {
  levelForPercent,
  newPasswordSchema,
  passwordStrength,
  type StrengthLevel,
  type StrengthTip,
} from '@stride/contracts';
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

export interface MeterReading {
  score: number;
  maxScore: number;
  percent: number;
  level: StrengthLevel;
  tip?: StrengthTip;
}

/** The meter's reading of a password (score out of 11), made to agree with the rule it must pass first. */
export function meterReading(password: string): MeterReading {
  const result = passwordStrength(password);
  const { maxScore } = result;
  // While the rule fails, the field's own message says what is missing: the meter adds no advice of its
  // own and never rates a password the rule refuses above weak (under 40 %).
  if (!newPasswordSchema.safeParse(password).success) {
    const score = Math.min(result.score, Math.ceil(maxScore * 0.4) - 1);
    const percent = Math.round((score / maxScore) * 100);
    return { score, maxScore, percent, level: levelForPercent(percent) };
  }
  // One piece of advice at a time, the most useful first: what costs points, then what would add them.
  const tip =
    result.tips.find((candidate) => candidate.startsWith('avoid')) ??
    result.tips.find((candidate) => candidate !== 'tryPassphrase') ??
    result.tips[0];
  return { score: result.score, maxScore, percent: result.percent, level: result.level, tip };
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
  return (
    <div className="space-y-2 text-sm" data-testid="password-strength">
      {password && (
        <div className="flex items-center gap-2">
          <div
            className="h-2 flex-1 overflow-hidden rounded bg-muted"
            role="meter"
            aria-valuemin={0}
            aria-valuemax={reading.maxScore}
            aria-valuenow={reading.score}
            aria-valuetext={t(LEVEL_KEYS[reading.level])}
            aria-label={t('auth:strength.label')}
          >
            <div
              className={cn('h-full transition-all', LEVEL_COLOURS[reading.level])}
              style={{ width: `${reading.percent}%` }}
            />
          </div>
          <span className="font-medium">
            {t(LEVEL_KEYS[reading.level])} (
            {t('auth:strength.score', { score: reading.score, max: reading.maxScore })})
          </span>
        </div>
      )}
      {reading.tip && password && <p className="text-muted-foreground">{t(TIP_KEYS[reading.tip])}</p>}
      <SuggestPasswords onUse={onUseSuggestion} />
    </div>
  );
}
