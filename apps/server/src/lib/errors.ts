import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ErrorCode } from '@stride/contracts';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { databaseInputError } from './database-errors.ts';

export type FieldErrors = Record<string, string[]>;

/**
 * An error with a stable code that is safe to show to the caller. Feature code never builds one by
 * hand: it throws one of the factories below, one per code in contracts' ERROR_CODES.
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly fields?: FieldErrors,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

// 400
export const badRequest = (message: string) => new AppError(400, 'bad_request', message);
/** Input that breaks a rule; `fields` carries the spec's message per field. */
export const validationError = (message: string, fields?: FieldErrors) =>
  new AppError(400, 'validation_error', message, fields);
export const invalidJson = (message = 'The request body is not valid JSON') =>
  new AppError(400, 'invalid_json', message);
/** A link token (e-mail verification, password reset, unsubscribe) that is unknown, used or expired. */
export const invalidToken = (message: string, statusCode: 400 | 404 = 400) =>
  new AppError(statusCode, 'invalid_token', message);

// 401
export const unauthorized = (message = 'Please sign in to continue') =>
  new AppError(401, 'unauthorized', message);
export const invalidCredentials = (message: string) => new AppError(401, 'invalid_credentials', message);

// 403
export const forbidden = (message = 'You are not allowed to do that') =>
  new AppError(403, 'forbidden', message);
export const emailNotVerified = (message: string) => new AppError(403, 'email_not_verified', message);
export const crossSiteRequest = (message = 'Cross-site requests are not allowed') =>
  new AppError(403, 'cross_site_request', message);
export const reauthenticationRequired = (message: string) =>
  new AppError(403, 'reauthentication_required', message);

// 404
export const notFound = (message = 'Not found') => new AppError(404, 'not_found', message);

// 409
export const eventCancelled = (message = 'This event has been cancelled') =>
  new AppError(409, 'event_cancelled', message);
export const eventStarted = (message = 'This event has already started') =>
  new AppError(409, 'event_started', message);
export const eventFull = (message: string) => new AppError(409, 'event_full', message);
/** The request clashes with the current state (a duplicate, something already decided). */
export const conflict = (message: string) => new AppError(409, 'conflict', message);
export const notJoined = (message = "You haven't joined this event") =>
  new AppError(409, 'not_joined', message);

// 413, 415, 429
export const payloadTooLarge = (message = 'The request body is too large') =>
  new AppError(413, 'payload_too_large', message);
export const unsupportedMediaType = (message = 'Send the request body as application/json') =>
  new AppError(415, 'unsupported_media_type', message);
/** 429 with Retry-After in whole seconds (at least 1). */
export const rateLimited = (message: string, retryAfterSeconds: number) =>
  new AppError(429, 'rate_limited', message, undefined, {
    'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))),
  });

function fieldName(instancePath: string): string {
  return instancePath.replace(/^\//, '').replaceAll('/', '.') || '_';
}

// Fastify's own client errors (bad JSON, wrong content type, body too large) mapped to short, plain messages.
const FASTIFY_CLIENT_ERRORS: Record<string, [ErrorCode, string]> = {
  FST_ERR_CTP_INVALID_JSON_BODY: ['invalid_json', 'The request body is not valid JSON'],
  FST_ERR_CTP_EMPTY_JSON_BODY: ['invalid_json', 'The request body is empty'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: ['unsupported_media_type', 'Send the request body as application/json'],
  FST_ERR_CTP_BODY_TOO_LARGE: ['payload_too_large', 'The request body is too large'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: ['bad_request', 'The request body length is wrong'],
};

/**
 * Errors the router meets before any route runs (Fastify's `frameworkErrors` option): a path parameter
 * over the router's length limit, or a path that is not valid URL encoding. Answered in the API's error
 * shape, never echoing the path (a 5 KB path came back whole, issue 25).
 */
export function frameworkErrors(err: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  if (err.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    void reply.code(414).send({ error: 'uri_too_long', message: 'The address is too long' });
    return;
  }
  void reply.code(400).send({ error: 'bad_request', message: 'The address is not valid' });
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(err)) {
      const fields: FieldErrors = {};
      for (const issue of err.validation) {
        (fields[fieldName(issue.instancePath)] ??= []).push(issue.message ?? 'Invalid value');
      }
      const first = err.validation[0]?.message ?? 'Invalid request';
      return reply.code(400).send({ error: 'validation_error', message: first, fields });
    }
    if (err instanceof AppError) {
      if (err.headers) reply.headers(err.headers);
      return reply
        .code(err.statusCode)
        .send({ error: err.code, message: err.message, ...(err.fields ? { fields: err.fields } : {}) });
    }
    const known = err.code ? FASTIFY_CLIENT_ERRORS[err.code] : undefined;
    if (known) {
      return reply.code(err.statusCode ?? 400).send({ error: known[0], message: known[1] });
    }
    if (err.statusCode === 429) {
      return reply.code(429).send({ error: 'rate_limited', message: err.message });
    }
    if (
      err.statusCode &&
      err.statusCode >= 400 &&
      err.statusCode < 500 &&
      !isResponseSerializationError(err)
    ) {
      return reply.code(err.statusCode).send({ error: 'bad_request', message: err.message });
    }
    // A value the database refused is the caller's input (lib/database-errors.ts), not a 500.
    const refused = databaseInputError(err);
    if (refused) {
      request.log.warn({ err }, 'the database refused a value the contracts let through');
      return reply.code(refused.statusCode).send({ error: refused.code, message: refused.message });
    }
    // Anything else is our fault: log it (lib/logging.ts keeps parameters and personal data out), tell
    // the caller nothing internal.
    request.log.error({ err }, 'request failed');
    return reply.code(500).send({
      error: 'internal_error',
      message: 'Something went wrong on our side. Please try again later.',
    });
  });
}
