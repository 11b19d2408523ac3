import { describe, expect, it } from 'vitest';
import { formatRelativeTime } from './relative-time.ts';

const NOW = Date.parse('2026-03-05T09:00:00Z');
const before = (seconds: number) => new Date(NOW - seconds * 1000);

describe('formatRelativeTime', () => {
  it('picks the unit people would say, in English', () => {
    expect(formatRelativeTime(before(10), 'en', NOW)).toBe('now');
    expect(formatRelativeTime(before(50), 'en', NOW)).toBe('1 minute ago');
    expect(formatRelativeTime(before(5 * 60), 'en', NOW)).toBe('5 minutes ago');
    expect(formatRelativeTime(before(50 * 60), 'en', NOW)).toBe('1 hour ago');
    expect(formatRelativeTime(before(3 * 3600), 'en', NOW)).toBe('3 hours ago');
    expect(formatRelativeTime(before(23 * 3600), 'en', NOW)).toBe('yesterday');
    expect(formatRelativeTime(before(3 * 86400), 'en', NOW)).toBe('3 days ago');
    expect(formatRelativeTime(before(7 * 86400), 'en', NOW)).toBe('last week');
    expect(formatRelativeTime(before(60 * 86400), 'en', NOW)).toBe('2 months ago');
    expect(formatRelativeTime(before(400 * 86400), 'en', NOW)).toBe('last year');
    // A device clock a little behind the server.
    expect(formatRelativeTime(before(-2 * 3600), 'en', NOW)).toBe('in 2 hours');
  });

  it('speaks the interface language', () => {
    const iso = before(5 * 60).toISOString();
    expect(formatRelativeTime(iso, 'fr', NOW)).toBe('il y a 5 minutes');
    expect(formatRelativeTime(iso, 'de', NOW)).toBe('vor 5 Minuten');
    expect(formatRelativeTime(iso, 'es', NOW)).toBe('hace 5 minutos');
    expect(formatRelativeTime(iso, 'ja', NOW)).toBe('5 分前');
    expect(formatRelativeTime(before(86400), 'zh', NOW)).toBe('昨天');
  });

  it('gives nothing for an unreadable time', () => {
    expect(formatRelativeTime('not a date', 'en', NOW)).toBe('');
  });
});
