import { describe, expect, it } from 'vitest';
import { signInPath } from './sign-in-path';

describe('signInPath', () => {
  it('carries a same-site page back through sign-in and sign-up', () => {
    expect(signInPath('/create')).toBe('/auth?returnTo=%2Fcreate');
    expect(signInPath('/events/7?x=1', 'register')).toBe(
      '/auth?mode=register&returnTo=%2Fevents%2F7%3Fx%3D1',
    );
  });

  it('adds nothing for home, the sign-in screen itself or another site', () => {
    expect(signInPath()).toBe('/auth');
    expect(signInPath('/')).toBe('/auth');
    expect(signInPath('/auth?mode=register', 'register')).toBe('/auth?mode=register');
    expect(signInPath('//evil.example')).toBe('/auth');
  });
});
