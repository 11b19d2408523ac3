import { describe, expect, it } from 'vitest';
import { SecretBox } from './secret-box.ts';

describe('SecretBox', () => {
  it('round-trips and refuses tampering or another key', () => {
    const box = new SecretBox('x'.repeat(40), 'strava-tokens');
    const sealed = box.seal('access-token-123');
    expect(sealed).not.toContain('access-token-123');
    expect(box.open(sealed)).toBe('access-token-123');
    const parts = sealed.split('.');
    parts[2] = parts[2]!.replace(/^./, (c) => (c === 'A' ? 'B' : 'A'));
    expect(box.open(parts.join('.'))).toBeNull();
    expect(new SecretBox('x'.repeat(40), 'other').open(sealed)).toBeNull();
    expect(box.open('garbage')).toBeNull();
  });
});
