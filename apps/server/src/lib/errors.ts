import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';

export type FieldErrors = Record<string, string[]>;

/** An error with a stable code that is safe to show to the caller. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly fields?: FieldErrors,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

export const notFound = (message = 'Not found') => new AppError(404, 'not_found', message);
export const badRequest = (message: string, fields?: FieldErrors) =>
  new AppError(400, 'validation_error', message, fields);
export const unauthorized = (message = 'Please sign in to continue') =>
  new AppError(401, 'unauthorized', message);
export const forbidden = (message = 'You are not allowed to do that') =>
  new AppError(403, 'forbidden', message);
export const conflict = (code: string, message: string) => new AppError(409, code, message);

function fieldName(instancePath: string): string {
  return instancePath.replace(/^\//, '').replaceAll('/', '.') || '_';
}

// Fastify's own client errors (bad JSON, wrong content type, body too large) mapped to short, plain messages.
const FASTIFY_CLIENT_ERRORS: Record<string, [string, string]> = {
  FST_ERR_CTP_INVALID_JSON_BODY: ['invalid_json', 'The request body is not valid JSON'],
  FST_ERR_CTP_EMPTY_JSON_BODY: ['invalid_json', 'The request body is empty'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: ['unsupported_media_type', 'Send the request body as application/json'],
  FST_ERR_CTP_BODY_TOO_LARGE: ['payload_too_large', 'The request body is too large'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: ['bad_request', 'The request body length is wrong'],
};

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
    // Anything else is our fault: log everything, tell the caller nothing internal.
    request.log.error({ err }, 'request failed');
    return reply.code(500).send({
      error: 'internal_error',
      message: 'Something went wrong on our side. Please try again later.',
    });
  });
}
