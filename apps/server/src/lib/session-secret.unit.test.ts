import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { resolveSessionSecret } from './session-secret.ts';

describe('the session secret of npm start (production on the embedded database)', () => {
  it('is generated once, 256 bits, kept in DATA_DIR for its owner only, and the same after a restart', () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'stride-secret-'));
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config.isProduction).toBe(true);
    const secret = resolveSessionSecret(config);
    expect(Buffer.from(secret, 'base64url')).toHaveLength(32);
    const file = path.join(dataDir, '.session-secret');
    expect(readFileSync(file, 'utf8')).toBe(secret);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(resolveSessionSecret(loadConfig({ DATA_DIR: dataDir }))).toBe(secret);
  });

  it('is SESSION_SECRET when given, and no file is written', () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'stride-secret-'));
    const given = 'g'.repeat(40);
    expect(resolveSessionSecret(loadConfig({ DATA_DIR: dataDir, SESSION_SECRET: given }))).toBe(given);
    expect(() => statSync(path.join(dataDir, '.session-secret'))).toThrow();
  });
});
