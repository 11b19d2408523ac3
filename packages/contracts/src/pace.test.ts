import { describe, expect, it } from 'vitest';
import { messageText } from './messages.ts';
import { paceSchema } from './buddies.ts';
import { formatPace, parsePace } from './pace.ts';

describe('pace', () => {
  it('reads minutes and seconds per km, with or without a unit', () => {
    for (const text of [
      '5:30',
      ' 5:30 ',
      '05:30',
      '5:30/km',
      '5:30 /km',
      '5:30 min/km',
      '5:30 per km',
      '5:30 min per kilometre',
    ]) {
      expect(parsePace(text)).toBe(330);
    }
  });

  it('converts minutes per mile', () => {
    expect(parsePace('8:51/mi')).toBe(330);
    expect(parsePace('8:51 min/mile')).toBe(330);
  });

  it('refuses what is not a pace Stride accepts', () => {
    for (const text of [
      '',
      '5',
      '5:3',
      '5:60',
      '5.30',
      'fast',
      '1:59',
      '20:01',
      '5:30/lap',
      null,
      undefined,
    ]) {
      expect(parsePace(text)).toBeNull();
    }
    expect(parsePace('2:00')).toBe(120);
    expect(parsePace('20:00')).toBe(1200);
  });

  it('formats as M:SS and stores the canonical form', () => {
    expect(formatPace(330)).toBe('5:30');
    expect(formatPace(305)).toBe('5:05');
    expect(formatPace(600)).toBe('10:00');
    expect(paceSchema.parse('8:51 min/mile')).toBe('5:30');
    expect(messageText(paceSchema.safeParse('quick').error?.issues[0]?.message ?? '')).toBe(
      'Pace looks like 5:30 (minutes and seconds per km)',
    );
  });
});
