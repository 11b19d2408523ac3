import { describe, expect, it } from 'vitest';
import { RETURN_TO_MAX, safeReturnTo } from './return-to.ts';

describe('safeReturnTo', () => {
  it('keeps same-site paths with their query and hash', () => {
    expect(safeReturnTo('/create')).toBe('/create');
    expect(safeReturnTo('/events/7?from=home#join')).toBe('/events/7?from=home#join');
    expect(safeReturnTo('/my-events')).toBe('/my-events');
  });

  it('refuses other sites, however they are spelt', () => {
    for (const bad of [
      'https://evil.example/',
      '//evil.example/path',
      '/\\evil.example',
      '\\\\evil.example',
      '/\t/evil.example',
      '/%0a/evil.example'.replace('%0a', '\n'),
      'javascript:alert(1)',
      'data:text/html,hi',
      'events/7',
      ' /create',
    ]) {
      expect(safeReturnTo(bad), bad).toBe('/');
    }
  });

  it('refuses the sign-in screens and the API, which would loop or are not pages', () => {
    for (const bad of ['/auth', '/auth?mode=register', '/signin', '/api/auth/logout', '/api']) {
      expect(safeReturnTo(bad), bad).toBe('/');
    }
    expect(safeReturnTo('/authors')).toBe('/authors');
  });

  it('falls back for anything that is not a short string', () => {
    expect(safeReturnTo(undefined)).toBe('/');
    expect(safeReturnTo(null, '/home')).toBe('/home');
    expect(safeReturnTo(42)).toBe('/');
    expect(safeReturnTo('')).toBe('/');
    expect(safeReturnTo(`/${'a'.repeat(RETURN_TO_MAX)}`)).toBe('/');
  });

  it('normalises dot segments so they cannot climb out of the site', () => {
    expect(safeReturnTo('/events/../create')).toBe('/create');
    expect(safeReturnTo('/../../etc')).toBe('/etc');
  });
});
