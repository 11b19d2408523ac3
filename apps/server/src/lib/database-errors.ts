/*
 * The contracts refuse bad input before it reaches SQL; this is the net under them. A value PostgreSQL
 * itself refuses (a NUL byte, a number out of range, a value too large for an index) is the caller's
 * input, so the answer is a 4xx, never a 500 (issue 14).
 */
import { ERROR_MESSAGES, type ErrorCode, type MessageCode } from '@stride/contracts';

interface PostgresError {
  code: string;
  severity?: string;
}

/** The PostgreSQL error behind `err` (node-postgres or PGlite), looking through Drizzle's DrizzleQueryError. */
export function postgresError(err: unknown): PostgresError | undefined {
  let current: unknown = err;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth++) {
    const candidate = current as { code?: unknown; severity?: unknown; cause?: unknown };
    // A SQLSTATE is five characters; both drivers also set a severity (ERROR, FATAL…) on server errors.
    if (typeof candidate.code === 'string' && /^[0-9A-Z]{5}$/.test(candidate.code) && candidate.severity)
      return { code: candidate.code, severity: String(candidate.severity) };
    current = candidate.cause;
  }
  return undefined;
}

// Integrity violations that mean "the data changed under you" rather than "your value is wrong": a
// duplicate, a row someone else removed a moment ago, an overlapping booking.
const CONFLICTS = new Set(['23505', '23503', '23P01']);

/**
 * The answer for a database error the request caused: SQLSTATE class 22 (data exception), 54 (program
 * limit exceeded, e.g. a value too large for an index) and the other integrity violations of class 23
 * (a missing or out-of-bounds value: not-null, check) are 400; a duplicate or a vanished reference is 409.
 * Anything else is ours to fix: undefined, a 500.
 */
export function databaseInputError(
  err: unknown,
):
  | { statusCode: 400 | 409; code: Extract<ErrorCode, 'conflict' | 'invalid_input'>; message: MessageCode }
  | undefined {
  const code = postgresError(err)?.code;
  if (!code) return undefined;
  if (CONFLICTS.has(code)) return { statusCode: 409, code: 'conflict', message: ERROR_MESSAGES.conflict };
  if (code.startsWith('22') || code.startsWith('23') || code.startsWith('54'))
    return { statusCode: 400, code: 'invalid_input', message: ERROR_MESSAGES.invalidInput };
  return undefined;
}
