import { describe, expect, it } from 'vitest';
import { timeZoneName as zoneName } from './format';

describe('zoneName', () => {
  it('names each Australian zone at the start instant, with daylight saving', () => {
    expect(zoneName('Australia/Sydney', '2026-12-05T07:00:00Z')).toBe('AEDT');
    expect(zoneName('Australia/Sydney', '2026-07-05T07:00:00Z')).toBe('AEST');
    expect(zoneName('Australia/Perth', '2026-12-05T07:00:00Z')).toBe('AWST');
    expect(zoneName('Australia/Adelaide', '2026-12-05T07:00:00Z')).toBe('ACDT');
    expect(zoneName('Australia/Brisbane', '2026-12-05T07:00:00Z')).toBe('AEST');
  });

  it('answers nothing for an unknown zone or instant', () => {
    expect(zoneName('Mars/Olympus', '2026-12-05T07:00:00Z')).toBe('');
    expect(zoneName('Australia/Sydney', 'soon')).toBe('');
  });
});
