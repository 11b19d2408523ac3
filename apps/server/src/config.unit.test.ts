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
    const config = loadConfig({
      PORT: '8080',
      DATABASE_URL: 'postgres://u@h/db',
      SESSION_SECRET: 'x'.repeat(32),
      SMTP_URL: '',
    });
    expect(config.port).toBe(8080);
    expect(config.databaseUrl).toBe('postgres://u@h/db');
    expect(config.smtpUrl).toBeUndefined();
  });

  it('runs in production unless told otherwise, on localhost only (npm start is safe by default)', () => {
    const config = loadConfig({});
    expect(config.isProduction).toBe(true);
    expect(config.host).toBe('localhost');
    expect(loadConfig({ NODE_ENV: 'development' }).isProduction).toBe(false);
    expect(loadConfig({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
  });

  it('on the embedded database: demo content and a generated session secret; on PostgreSQL in production: neither', () => {
    expect(loadConfig({}).seedDemo).toBe(true);
    expect(loadConfig({}).sessionSecret).toBeUndefined();
    const postgres = { DATABASE_URL: 'postgres://u@h/db' };
    expect(() => loadConfig(postgres)).toThrow(/SESSION_SECRET/);
    expect(loadConfig({ ...postgres, SESSION_SECRET: 'x'.repeat(32) }).seedDemo).toBe(false);
    expect(loadConfig({ ...postgres, NODE_ENV: 'development' }).seedDemo).toBe(true);
    expect(loadConfig({ SEED_DEMO: 'false' }).seedDemo).toBe(false);
  });

  it('logs readable lines on a terminal and JSON elsewhere, unless LOG_FORMAT says', () => {
    expect(loadConfig({}, true).logFormat).toBe('pretty');
    expect(loadConfig({}, false).logFormat).toBe('json');
    expect(loadConfig({ LOG_FORMAT: 'json' }, true).logFormat).toBe('json');
    expect(() => loadConfig({ LOG_FORMAT: 'xml' })).toThrow(/LOG_FORMAT/);
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
