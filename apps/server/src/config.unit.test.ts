import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('has working defaults for a laptop', () => {
    const config = loadConfig({});
    expect(config.port).toBe(5000);
    expect(config.dataDir).toBe(path.resolve('data'));
    expect(config.databaseUrl).toBeUndefined();
    expect(config.seedDemo).toBe(true);
    expect(config.publicUrl).toBe('http://localhost:5000');
  });

  it('reads PORT and DATABASE_URL and treats empty values as unset', () => {
    const config = loadConfig({ PORT: '8080', DATABASE_URL: 'postgres://u@h/db', SMTP_URL: '' });
    expect(config.port).toBe(8080);
    expect(config.databaseUrl).toBe('postgres://u@h/db');
    expect(config.smtpUrl).toBeUndefined();
  });

  it('turns demo content off by default in production and needs a session secret there', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/SESSION_SECRET/);
    const config = loadConfig({ NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(32) });
    expect(config.seedDemo).toBe(false);
  });

  it('lists every bad variable at once', () => {
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://nope' });
      expect.unreachable();
    } catch (err) {
      expect(err).toBeInstanceOf(ConfigError);
      expect((err as Error).message).toMatch(/PORT/);
      expect((err as Error).message).toMatch(/DATABASE_URL/);
    }
  });
});

describe('TRUST_PROXY', () => {
  it('trusts no proxy unless told, so callers cannot choose their own IP', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'loopback' }).trustProxy).toEqual(['loopback']);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.0.2.7' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '192.0.2.7',
    ]);
  });
});
