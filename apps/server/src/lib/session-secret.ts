import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Config } from '../config.ts';

/**
 * SESSION_SECRET when set (required in production on PostgreSQL). Otherwise a random 256-bit secret
 * generated on the first start and kept in DATA_DIR/.session-secret (readable by the owner only),
 * beside the embedded database whose sealed tokens it protects, so they survive restarts
 * (docs/decisions/0008-npm-start-is-production.md).
 */
export function resolveSessionSecret(config: Config): string {
  if (config.sessionSecret) return config.sessionSecret;
  const file = path.resolve(config.dataDir, '.session-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(config.dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
