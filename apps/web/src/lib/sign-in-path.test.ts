import { describe, expect, it } from 'vitest';
import { returnTarget, signInPath } from './sign-in-path';

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

describe('returnTarget', () => {
  it('is the current page, or on the sign-in screen the page it will return to', () => {
    expect(returnTarget('/events/7', '?x=1')).toBe('/events/7?x=1');
    expect(returnTarget('/auth', '?returnTo=%2Fcreate')).toBe('/create');
    expect(returnTarget('/auth', '')).toBe('/');
  });
});
