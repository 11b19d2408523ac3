import { describe, expect, it } from 'vitest';
import { levelForPercent, passwordStrength, secureRandomInt, suggestPasswords } from './password-strength.ts';

describe('passwordStrength', () => {
  it('scores an empty password as terrible', () => {
    expect(passwordStrength('')).toMatchObject({ score: 0, maxScore: 11, level: 'terrible' });
  });

  it('gives 2 points for 8+ characters and 3 for 12+', () => {
    expect(passwordStrength('kqzmwtrx').score).toBe(2 + 1);
    expect(passwordStrength('kqzmwtrxvblp').score).toBe(3 + 1 + 2);
  });

  it('gives one point per class and 4 when all four are present', () => {
    expect(passwordStrength('Kq7').score).toBe(3);
    expect(passwordStrength('Kq7!').score).toBe(4);
  });

  it('penalises repeats, sequences and common words', () => {
    const r = passwordStrength('Password123');
    expect(r.penalties).toEqual(expect.arrayContaining(['sequence', 'commonWord']));
    expect(passwordStrength('Kaaa7!zq').penalties).toContain('repeats');
    expect(r.tips).toContain('avoidCommonWords');
  });

  it('rewards variety, 16+ characters and running words, capped at 11', () => {
    const r = passwordStrength('Wombat-Tempo-Ridge-47!');
    expect(r.bonuses).toEqual(['variety', 'length16', 'themeWord']);
    expect(r.score).toBe(11);
    expect(r.level).toBe('excellent');
  });

  it('maps percentages onto the five levels', () => {
    expect([10, 20, 45, 60, 80].map(levelForPercent)).toEqual([
      'terrible',
      'weak',
      'okay',
      'good',
      'excellent',
    ]);
  });

  it('lists tips for what is missing', () => {
    expect(passwordStrength('abcd').tips).toEqual(
      expect.arrayContaining(['useLonger', 'addUppercase', 'addNumber', 'addSymbol', 'avoidSequences']),
    );
  });
});

describe('suggestPasswords', () => {
  it('generates distinct, excellent sample passwords', () => {
    const s = suggestPasswords(3);
    expect(new Set(s).size).toBe(3);
    for (const p of s) expect(passwordStrength(p).level).toBe('excellent');
  });

  it('draws uniform integers in range from the CSPRNG', () => {
    for (let i = 0; i < 200; i++) {
      const n = secureRandomInt(7);
      expect(n).toBeGreaterThanOrEqual(0);
      expect(n).toBeLessThan(7);
    }
  });
});
