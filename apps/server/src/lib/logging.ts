import { LogController, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import type { Config } from '../config.ts';

/*
 * Logs never carry secrets or personal data (issue 14): a failed insert used to log every query
 * parameter, password hash, e-mail address and date of birth included. Three layers keep them out:
 * error objects are rebuilt from an allow-list of fields (never a driver's `params`, `detail` or
 * `where`), their text is scrubbed of anything shaped like an address, a hash or a token, and
 * well-known keys are redacted wherever our own code logs them.
 */

const REDACTED = '[redacted]';

// Keys that may hold secrets or personal data, at the top level of a log call and one level down.
const SENSITIVE_KEYS = [
  'password',
  'confirmPassword',
  'passwordHash',
  'token',
  'email',
  'to',
  'dateOfBirth',
  'firstName',
  'lastName',
  'params',
];
export const REDACT_PATHS = [
  'req.headers.cookie',
  'req.headers.authorization',
  'res.headers["set-cookie"]',
  ...SENSITIVE_KEYS,
  ...SENSITIVE_KEYS.map((key) => `*.${key}`),
];

const SCRUBBERS: Array<[RegExp, string]> = [
  [/\$argon2(?:id|i|d)\$[^\s"',)]+/g, '[password hash]'],
  [/[\w.!#$%&'*+/=?^`{|}~-]+@[\w-]+(?:\.[\w-]+)+/g, '[email]'],
  // Session, reset and feed tokens are 32+ url-safe characters; nothing else we log is that long a word.
  [/\b[A-Za-z0-9_-]{32,}\b/g, '[token]'],
];

/** `text` with e-mail addresses, password hashes and token-like strings masked. */
export function scrub(text: string): string {
  return SCRUBBERS.reduce((out, [pattern, mask]) => out.replace(pattern, () => mask), text);
}

// Fields of driver errors that identify the problem without repeating the data that caused it.
const SAFE_ERROR_FIELDS = [
  'code',
  'statusCode',
  'severity',
  'table',
  'column',
  'constraint',
  'routine',
  'dataType',
  'command',
  'responseCode',
] as const;

/**
 * The `err` log serializer: type, scrubbed message and stack, and an allow-list of fields. A Drizzle
 * query error is reduced to its SQL text (placeholders only, no parameters) and its cause.
 */
type SafeError = { type: string; message: string; stack: string; [field: string]: unknown };

export function safeError(err: unknown, depth = 0): SafeError {
  if (!(err instanceof Error)) {
    const message = scrub(String(err));
    return { type: typeof err, message, stack: message };
  }
  const e = err as Error & { query?: unknown; cause?: unknown } & Record<string, unknown>;
  const type = e.constructor?.name ?? e.name;
  const message =
    typeof e.query === 'string' && e.message.startsWith('Failed query:')
      ? `Failed query: ${e.query}`
      : scrub(e.message);
  // The stack's first lines repeat the raw message; keep only the frames.
  const frames = (e.stack ?? '')
    .split('\n')
    .filter((line) => /^\s+at /.test(line))
    .map(scrub);
  const out: SafeError = { type, message, stack: [`${type}: ${message}`, ...frames].join('\n') };
  for (const field of SAFE_ERROR_FIELDS) {
    const value = e[field];
    if (typeof value === 'string' || typeof value === 'number') out[field] = value;
  }
  if (e.cause !== undefined && depth < 3) out.cause = safeError(e.cause, depth + 1);
  return out;
}

const LEVEL_LABELS: Record<number, string> = {
  10: 'trace',
  20: 'debug',
  30: 'info',
  40: 'warning',
  50: 'error',
  60: 'fatal',
};
const PLAIN_KEYS = new Set(['level', 'time', 'pid', 'hostname', 'msg', 'err']);

/** One JSON log line as a line a person reads: the message, then any details; errors with their stack. */
export function formatLogLine(line: string): string {
  let record: Record<string, unknown>;
  try {
    record = JSON.parse(line) as Record<string, unknown>;
  } catch {
    return line;
  }
  const level = Number(record.level);
  const label = level >= 40 ? `${LEVEL_LABELS[level] ?? 'error'}: ` : '';
  const details = Object.entries(record)
    .filter(([key]) => !PLAIN_KEYS.has(key))
    .map(([key, value]) => `${key}=${typeof value === 'string' ? value : JSON.stringify(value)}`);
  const err = record.err as { stack?: string } | undefined;
  return `${label}${String(record.msg ?? '')}${details.length ? ` (${details.join(', ')})` : ''}${
    err?.stack ? `\n${err.stack}` : ''
  }\n`;
}

export interface LogDestination {
  write(line: string): void;
}

/**
 * The Fastify logger: JSON lines for machines, or one readable line per entry on a terminal. Lines go to
 * stdout, or to `destination` (tests read the log there).
 */
export function loggerOptions(config: Config, destination?: LogDestination): FastifyServerOptions['logger'] {
  if (config.logLevel === 'silent') return false;
  // JSON to stdout: pino's own fast destination. Readable lines: formatted on the way out.
  const out = destination ?? process.stdout;
  const stream =
    config.logFormat === 'pretty' ? { write: (line: string) => out.write(formatLogLine(line)) } : destination;
  return {
    level: config.logLevel,
    redact: { paths: REDACT_PATHS, censor: REDACTED },
    serializers: { err: (err: unknown) => safeError(err) },
    ...(stream ? { stream } : {}),
  };
}

/**
 * Fastify's request log lines (two per request at info) replaced by one at debug: LOG_LEVEL=debug shows
 * them. The route pattern is logged rather than the path, which can carry a token
 * (/api/calendar/:token.ics, /reset-password/…); never the query string or the client's address.
 */
export class RequestLog extends LogController {
  override incomingRequest(): void {}

  // Fastify's own lines here name the raw URL (which may hold a token); the 404 answer says enough.
  override routeNotFound(): void {}

  override defaultErrorLog(error: Error, _request: FastifyRequest, reply: FastifyReply): void {
    if (reply.statusCode >= 500) reply.log.error({ err: error }, 'request failed');
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const line = {
      method: request.method,
      route: request.routeOptions.url ?? scrub(request.url.split('?')[0] ?? ''),
      statusCode: reply.statusCode,
      ms: Math.round(reply.elapsedTime),
    };
    if (error) reply.log.warn({ ...line, err: error }, 'request failed while answering');
    else reply.log.debug(line, 'request');
  }
}
