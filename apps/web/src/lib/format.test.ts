import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatDateTime,
  formatDistanceKm,
  formatNumber,
  formatTime,
  metresToKm,
  parseDateOnly,
} from './format';

describe('format (English uses en-AU)', () => {
  it('formats dates as dd/mm/yyyy without shifting event days across time zones', () => {
    expect(formatDate('2025-03-05', 'en')).toBe('05/03/2025');
    expect(formatDate(new Date(2025, 11, 31), 'en')).toBe('31/12/2025');
    expect(formatDate('2025-03-05', 'en', 'long')).toBe('Wednesday 5 March 2025');
    expect(formatDate('2025-03-05', 'de')).toBe('05.03.2025');
    expect(formatDate('2025-03-05', 'ja')).toBe('2025/03/05');
  });

  it('returns unreadable input unchanged instead of hiding it', () => {
    expect(formatDate('next Tuesday', 'en')).toBe('next Tuesday');
    expect(parseDateOnly('2025-02-30')).toBeNull();
  });

  it('formats clock times and event date-times', () => {
    expect(formatTime('06:30', 'en')).toMatch(/^6:30\sam$/);
    expect(formatTime('18:05', 'de')).toBe('18:05');
    expect(formatDateTime('2025-03-05', '06:30', 'en')).toMatch(/^05\/03\/2025, 6:30\sam$/);
    expect(formatDateTime('2025-03-05', null, 'en')).toBe('05/03/2025');
  });

  it('formats numbers and kilometre distances per language', () => {
    expect(formatDistanceKm(5.24, 'en')).toBe('5.2 km');
    expect(formatDistanceKm(42.195, 'fr')).toMatch(/^42,2\skm$/);
    expect(formatDistanceKm(metresToKm(21_097), 'en')).toBe('21.1 km');
    expect(formatNumber(1234567, 'en')).toBe('1,234,567');
  });
});
