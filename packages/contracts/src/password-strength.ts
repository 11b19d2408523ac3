// Advisory password strength meter (docs/SPEC.md, 'Validation rules'). Pure: no I/O, the same on web and server.
import { LIMITS } from './options.ts';

export const STRENGTH_LEVELS = ['terrible', 'weak', 'okay', 'good', 'excellent'] as const;
export type StrengthLevel = (typeof STRENGTH_LEVELS)[number];

export type StrengthTip =
  | 'useLonger'
  | 'addLowercase'
  | 'addUppercase'
  | 'addNumber'
  | 'addSymbol'
  | 'avoidRepeats'
  | 'avoidSequences'
  | 'avoidCommonWords'
  | 'tryPassphrase';

export interface PasswordStrength {
  score: number;
  maxScore: number;
  percent: number;
  level: StrengthLevel;
  penalties: Array<'repeats' | 'sequence' | 'commonWord'>;
  bonuses: Array<'variety' | 'length16' | 'themeWord'>;
  tips: StrengthTip[];
}

const COMMON_WORDS = [
  'password',
  'passw0rd',
  'qwerty',
  'letmein',
  'welcome',
  'admin',
  'login',
  'iloveyou',
  'monkey',
  'dragon',
  'football',
  'baseball',
  'sunshine',
  'princess',
  'master',
  'shadow',
  'abc123',
  'trustno1',
  'secret',
  'hello',
  'freedom',
  'whatever',
  'superman',
  'batman',
  'starwars',
  'test',
  'guest',
  'default',
  'changeme',
  'asdf',
  'zxcv',
];

/** Running words that earn the theme bonus: a memorable passphrase built around running. */
export const THEME_WORDS = [
  'run',
  'runner',
  'running',
  'stride',
  'marathon',
  'parkrun',
  'trail',
  'tempo',
  'sprint',
  'pace',
  'jog',
  'race',
  'finish',
  'interval',
  'hill',
  'track',
  'ultra',
  'splits',
  'cadence',
  'pb',
];

const SEQUENCE_ROWS = ['abcdefghijklmnopqrstuvwxyz', '0123456789', 'qwertyuiop', 'asdfghjkl', 'zxcvbnm'];

function hasSequence(password: string): boolean {
  const p = password.toLowerCase();
  for (let i = 0; i + 3 <= p.length; i++) {
    const chunk = p.slice(i, i + 3);
    const reversed = [...chunk].reverse().join('');
    if (SEQUENCE_ROWS.some((row) => row.includes(chunk) || row.includes(reversed))) return true;
  }
  return false;
}

export function levelForPercent(percent: number): StrengthLevel {
  if (percent < 20) return 'terrible';
  if (percent < 40) return 'weak';
  if (percent < 60) return 'okay';
  if (percent < 80) return 'good';
  return 'excellent';
}

/**
 * Score out of 11: length (3 for 12+, 2 for 8+), character classes (1 each, 4 when all four),
 * minus penalties (repeats, sequences, common words), plus bonuses (variety 2, length 16+ 1, theme word 1).
 */
export function passwordStrength(password: string): PasswordStrength {
  const maxScore = LIMITS.strengthMaxScore;
  const tips: StrengthTip[] = [];
  const penalties: PasswordStrength['penalties'] = [];
  const bonuses: PasswordStrength['bonuses'] = [];
  if (!password)
    return { score: 0, maxScore, percent: 0, level: 'terrible', penalties, bonuses, tips: ['useLonger'] };

  let score = 0;
  if (password.length >= 12) score += 3;
  else if (password.length >= 8) score += 2;
  if (password.length < 12) tips.push('useLonger');

  const classes = {
    addLowercase: /[a-z]/.test(password),
    addUppercase: /[A-Z]/.test(password),
    addNumber: /\d/.test(password),
    addSymbol: /[^A-Za-z0-9]/.test(password),
  } as const;
  const present = Object.values(classes).filter(Boolean).length;
  score += present === 4 ? 4 : present;
  for (const [tip, has] of Object.entries(classes)) if (!has) tips.push(tip as StrengthTip);

  if (/(.)\1\1/.test(password)) {
    score -= 1;
    penalties.push('repeats');
    tips.push('avoidRepeats');
  }
  if (hasSequence(password)) {
    score -= 1;
    penalties.push('sequence');
    tips.push('avoidSequences');
  }
  const lower = password.toLowerCase();
  if (COMMON_WORDS.some((w) => lower.includes(w))) {
    score -= 2;
    penalties.push('commonWord');
    tips.push('avoidCommonWords');
  }

  if (new Set(password).size >= 10) {
    score += 2;
    bonuses.push('variety');
  }
  if (password.length >= 16) {
    score += 1;
    bonuses.push('length16');
  } else if (password.length >= 8) {
    tips.push('tryPassphrase');
  }
  if (THEME_WORDS.some((w) => lower.includes(w))) {
    score += 1;
    bonuses.push('themeWord');
  }

  score = Math.max(0, Math.min(maxScore, score));
  const percent = Math.round((score / maxScore) * 100);
  return { score, maxScore, percent, level: levelForPercent(percent), penalties, bonuses, tips };
}

const SUGGESTION_WORDS = [
  'Koala',
  'Wombat',
  'Harbour',
  'Summit',
  'Tempo',
  'Stride',
  'Ridge',
  'Coastal',
  'Eucalypt',
  'Sunrise',
  'Kookaburra',
  'Bushland',
  'Headland',
  'Lagoon',
  'Outback',
  'Cadence',
  'Trail',
  'Parkrun',
  'Sprint',
  'Gully',
  'Wattle',
  'Boomerang',
  'Magpie',
  'Dingo',
  'Billabong',
  'Coral',
  'Cyclone',
  'Granite',
  'Meadow',
  'Pelican',
];
const SUGGESTION_SYMBOLS = ['!', '#', '$', '%', '&', '*', '?', '@', '+', '='];

/** A uniform random integer in [0, max) from the platform CSPRNG (rejection sampling, no modulo bias). */
export function secureRandomInt(max: number): number {
  const limit = Math.floor(0x1_0000_0000 / max) * max;
  const buf = new Uint32Array(1);
  for (;;) {
    globalThis.crypto.getRandomValues(buf);
    const v = buf[0]!;
    if (v < limit) return v % max;
  }
}

/** Sample passwords such as 'Wombat-Tempo-Ridge-47!', generated with crypto.getRandomValues. */
export function suggestPasswords(count = 3, randomInt: (max: number) => number = secureRandomInt): string[] {
  const out: string[] = [];
  while (out.length < count) {
    const words = [0, 1, 2].map(() => SUGGESTION_WORDS[randomInt(SUGGESTION_WORDS.length)]!);
    const digits = String(10 + randomInt(90));
    const symbol = SUGGESTION_SYMBOLS[randomInt(SUGGESTION_SYMBOLS.length)]!;
    const candidate = `${words.join('-')}-${digits}${symbol}`;
    if (!out.includes(candidate)) out.push(candidate);
  }
  return out;
}
