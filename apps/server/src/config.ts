import path from 'node:path';
import { z } from 'zod';

// The only module that reads process.env: everything else receives a Config.
const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const envSchema = z.object({
  // Production unless told otherwise: `npm start` must never offer development shortcuts such as
  // autoVerify. `npm run dev` and the test set-ups ask for development or test explicitly.
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  // Loopback only by default; HOST=0.0.0.0 (or an interface address) exposes Stride to the network.
  HOST: z.string().min(1).default('localhost'),
  PORT: z.coerce.number().int().min(0).max(65535).default(5000),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
    .optional(),
  PUBLIC_URL: z.url().optional(),
  SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Stride <hello@stride.run>'),
  TEAM_EMAIL: z.email().default('team@stride.run'),
  // Comma-separated addresses whose verified accounts become admins when they sign in (issue 12).
  ADMIN_EMAILS: z.string().optional(),
  MAP_TILE_URL: z.string().default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
  MAP_TILE_ATTRIBUTION: z
    .string()
    .default('&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors'),
  SEED_DEMO: bool.optional(),
  // Which proxies may set X-Forwarded-For: unset trusts none (the client IP is the socket's). Behind a
  // load balancer set its addresses or CIDRs, comma-separated (or "loopback"); "true" trusts anyone, which
  // would let callers pick their own IP and walk around the per-IP limits.
  TRUST_PROXY: z.string().optional(),
  EVENTS_CACHE_TTL_MS: z.coerce.number().int().min(0).max(600_000).default(10_000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  // json: one JSON object a line (for log collectors); pretty: one readable line per entry.
  LOG_FORMAT: z.enum(['json', 'pretty']).optional(),
  WEB_DIST_DIR: z.string().optional(),
  // Google Analytics 4 measurement ID; unset means first-party page views only, no external request.
  ANALYTICS_ID: z
    .string()
    .regex(/^G-[A-Z0-9]{4,20}$/, 'must be a Google Analytics 4 measurement ID such as G-ABC123DEF4')
    .optional(),
  STRAVA_CLIENT_ID: z.string().optional(),
  STRAVA_CLIENT_SECRET: z.string().optional(),
  STRAVA_AUTHORIZE_URL: z.url().default('https://www.strava.com/oauth/authorize'),
  STRAVA_TOKEN_URL: z.url().default('https://www.strava.com/oauth/token'),
  STRAVA_API_URL: z.url().default('https://www.strava.com/api/v3'),
  STRAVA_SCOPE: z.string().default('read,activity:read'),
  // Strava's webhook (deauthorisations): the verify token given when creating the push subscription,
  // and optionally that subscription's id, so events naming another subscription are refused.
  STRAVA_WEBHOOK_VERIFY_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  STRAVA_WEBHOOK_SUBSCRIPTION_ID: z.string().regex(/^\d+$/, 'must be a Strava subscription id').optional(),
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  GOOGLE_ISSUER_URL: z.url().default('https://accounts.google.com'),
  // Web push (VAPID): both keys from `npx web-push generate-vapid-keys`, or neither, and a pair is
  // generated once and kept in the database. The subject is how push services reach the operator.
  VAPID_PUBLIC_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{80,100}$/, 'must be a base64url P-256 public key')
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{40,50}$/, 'must be a base64url P-256 private key')
    .optional(),
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:[^@\s]+@[^@\s]+|https:\/\/\S+)$/, 'must be a mailto: address or an https URL')
    .optional(),
});

export type Env = z.infer<typeof envSchema>;

export interface Config {
  env: Env['NODE_ENV'];
  isProduction: boolean;
  host: string;
  port: number;
  dataDir: string;
  databaseUrl: string | undefined;
  publicUrl: string;
  sessionSecret: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  teamEmail: string;
  /** Lower-cased; their verified accounts are made admins at sign-in. */
  adminEmails: string[];
  mapTileUrl: string;
  mapTileAttribution: string;
  seedDemo: boolean;
  logLevel: Env['LOG_LEVEL'];
  logFormat: 'json' | 'pretty';
  eventsCacheTtlMs: number;
  trustProxy: boolean | string[];
  webDistDir: string | undefined;
  analyticsId: string | undefined;
  strava: {
    clientId?: string;
    clientSecret?: string;
    authorizeUrl: string;
    tokenUrl: string;
    apiUrl: string;
    scope: string;
    webhookVerifyToken?: string;
    webhookSubscriptionId?: string;
  };
  google: { clientId?: string; clientSecret?: string; issuerUrl: string };
  push: { publicKey?: string; privateKey?: string; subject: string };
}

export class ConfigError extends Error {}

function parseTrustProxy(value: string | undefined): boolean | string[] {
  if (!value || value === 'false') return false;
  if (value === 'true') return true;
  return value.split(',').map((v) => v.trim());
}

/**
 * @param terminal whether stdout is a terminal: logs default to readable lines there and to JSON
 *   elsewhere (a service manager, a container, a file), where a log collector reads them.
 */
export function loadConfig(
  source: Record<string, string | undefined> = process.env,
  terminal = Boolean(process.stdout.isTTY),
): Config {
  // Empty strings in .env files mean "not set".
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const isProduction = e.NODE_ENV === 'production';
  // On PostgreSQL several instances may share the data, so they must share the secret that seals it; the
  // embedded database is one process, which keeps a generated secret beside its data (lib/session-secret.ts).
  if (isProduction && e.DATABASE_URL && !e.SESSION_SECRET) {
    throw new ConfigError(
      'Invalid configuration:\n  SESSION_SECRET: required in production with DATABASE_URL (every instance must use the same one)',
    );
  }
  if (Boolean(e.VAPID_PUBLIC_KEY) !== Boolean(e.VAPID_PRIVATE_KEY)) {
    throw new ConfigError(
      'Invalid configuration:\n  VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY: set both, or neither to have a pair generated',
    );
  }
  return {
    env: e.NODE_ENV,
    isProduction,
    host: e.HOST,
    port: e.PORT,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    sessionSecret: e.SESSION_SECRET,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    teamEmail: e.TEAM_EMAIL,
    adminEmails: (e.ADMIN_EMAILS ?? '')
      .split(',')
      .map((a) => a.trim().toLowerCase())
      .filter(Boolean),
    mapTileUrl: e.MAP_TILE_URL,
    mapTileAttribution: e.MAP_TILE_ATTRIBUTION,
    // Demo content on the embedded database (what `npm start` on a fresh machine shows), never by default
    // on a production PostgreSQL.
    seedDemo: e.SEED_DEMO ?? (!isProduction || !e.DATABASE_URL),
    logLevel: e.LOG_LEVEL,
    logFormat: e.LOG_FORMAT ?? (terminal ? 'pretty' : 'json'),
    eventsCacheTtlMs: e.EVENTS_CACHE_TTL_MS,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    webDistDir: e.WEB_DIST_DIR,
    analyticsId: e.ANALYTICS_ID,
    strava: {
      clientId: e.STRAVA_CLIENT_ID,
      clientSecret: e.STRAVA_CLIENT_SECRET,
      authorizeUrl: e.STRAVA_AUTHORIZE_URL,
      tokenUrl: e.STRAVA_TOKEN_URL,
      apiUrl: e.STRAVA_API_URL,
      scope: e.STRAVA_SCOPE,
      webhookVerifyToken: e.STRAVA_WEBHOOK_VERIFY_TOKEN,
      webhookSubscriptionId: e.STRAVA_WEBHOOK_SUBSCRIPTION_ID,
    },
    google: {
      clientId: e.GOOGLE_CLIENT_ID,
      clientSecret: e.GOOGLE_CLIENT_SECRET,
      issuerUrl: e.GOOGLE_ISSUER_URL,
    },
    push: {
      publicKey: e.VAPID_PUBLIC_KEY,
      privateKey: e.VAPID_PRIVATE_KEY,
      subject: e.VAPID_SUBJECT ?? `mailto:${e.TEAM_EMAIL}`,
    },
  };
}
