import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  ERROR_MESSAGES,
  EVENT_MESSAGES,
  messageText,
  parseMessage,
  type ApiError,
  type CodedMessage,
  type ErrorCode,
  type MessageCode,
} from '@stride/contracts';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { databaseInputError } from './database-errors.ts';

/**
 * What an error says to people: a message code of contracts (`ERROR_MESSAGES.notFound`), or a code with
 * the values its text fills in (`{ code, params }`). The answer carries the English and the code.
 */
export type Message = MessageCode | CodedMessage;

/** Field path → its messages, e.g. `{ password: [AUTH_MESSAGES.commonPassword] }`. */
export type FieldMessages = Record<string, Message[]>;

/** A message with its English: the text is the code's, or the parser's own for errors.invalidValue. */
interface Said extends CodedMessage {
  text: string;
}

function said(message: Message): Said {
  const coded = typeof message === 'string' ? { code: message } : message;
  return { ...coded, text: messageText(coded) };
}

/** A zod issue's message: a contract code (maybe with params), or zod's own English for an unset one. */
function saidByIssue(message: string | undefined): Said {
  const coded = message ? parseMessage(message) : undefined;
  if (coded) return { ...coded, text: messageText(coded) };
  return { code: ERROR_MESSAGES.invalidValue, text: message || messageText(ERROR_MESSAGES.invalidValue) };
}

/** A message's code and params as the API answers them (no `params` key when there are none). */
const coded = ({ code, params }: CodedMessage): CodedMessage => (params ? { code, params } : { code });

/**
 * An error with a stable code that is safe to show to the caller. Feature code never builds one by
 * hand: it throws one of the factories below, one per code in contracts' ERROR_CODES. `message` is the
 * English (what logs show); the answer also carries the message code, its params and the field codes.
 */
export class AppError extends Error {
  readonly said: Said;
  readonly fields?: Record<string, Said[]>;

  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: Said,
    fields?: Record<string, Said[]>,
    readonly headers?: Record<string, string>,
  ) {
    super(message.text);
    this.said = message;
    if (fields) this.fields = fields;
  }

  /** The API's error body (apiErrorSchema): English `message` and `fields`, and their codes. */
  toJSON(): ApiError {
    const body: ApiError = { error: this.code, message: this.said.text, ...coded(this.said) };
    if (this.fields) {
      body.fields = {};
      body.fieldCodes = {};
      for (const [field, list] of Object.entries(this.fields)) {
        body.fields[field] = list.map((m) => m.text);
        body.fieldCodes[field] = list.map(coded);
      }
    }
    return body;
  }
}

const error = (statusCode: number, code: ErrorCode, message: Message, fields?: FieldMessages) =>
  new AppError(
    statusCode,
    code,
    said(message),
    fields && Object.fromEntries(Object.entries(fields).map(([field, list]) => [field, list.map(said)])),
  );

// 400
export const badRequest = (message: Message) => error(400, 'bad_request', message);
/** Input that breaks a rule; `fields` carries the spec's message per field. */
export const validationError = (message: Message, fields?: FieldMessages) =>
  error(400, 'validation_error', message, fields);
/** A rule one field breaks: the message, on that field. */
export const fieldError = (field: string, message: Message) =>
  validationError(message, { [field]: [message] });
/**
 * Zod issues (a schema's safeParse, or checks shaped like them) as a 400: each issue's message on its
 * field, the first one as the message.
 */
export function issuesError(
  issues: ReadonlyArray<{ path: string | readonly PropertyKey[]; message?: string }>,
) {
  const fields: Record<string, Said[]> = {};
  for (const issue of issues) {
    const field = typeof issue.path === 'string' ? issue.path : issue.path.map(String).join('.');
    (fields[field || '_'] ??= []).push(saidByIssue(issue.message));
  }
  const first = issues[0] ? saidByIssue(issues[0].message) : said(ERROR_MESSAGES.invalidRequest);
  return new AppError(400, 'validation_error', first, fields);
}
export const invalidJson = (message: Message = ERROR_MESSAGES.invalidJson) =>
  error(400, 'invalid_json', message);
/** A link token (e-mail verification, password reset, unsubscribe) that is unknown, used or expired. */
export const invalidToken = (message: Message, statusCode: 400 | 404 = 400) =>
  error(statusCode, 'invalid_token', message);

// 401
export const unauthorized = (message: Message = ERROR_MESSAGES.signInRequired) =>
  error(401, 'unauthorized', message);
export const invalidCredentials = (message: Message) => error(401, 'invalid_credentials', message);

// 403
export const forbidden = (message: Message = ERROR_MESSAGES.forbidden) => error(403, 'forbidden', message);
export const emailNotVerified = (message: Message) => error(403, 'email_not_verified', message);
export const crossSiteRequest = (message: Message = ERROR_MESSAGES.crossSite) =>
  error(403, 'cross_site_request', message);
export const reauthenticationRequired = (message: Message) =>
  error(403, 'reauthentication_required', message);

// 404
export const notFound = (message: Message = ERROR_MESSAGES.notFound) => error(404, 'not_found', message);

// 409
export const eventCancelled = (message: Message = EVENT_MESSAGES.cancelled) =>
  error(409, 'event_cancelled', message);
export const eventStarted = (message: Message = EVENT_MESSAGES.started) =>
  error(409, 'event_started', message);
export const eventFull = (message: Message) => error(409, 'event_full', message);
/** The request clashes with the current state (a duplicate, something already decided). */
export const conflict = (message: Message) => error(409, 'conflict', message);
export const notJoined = (message: Message = EVENT_MESSAGES.notJoined) => error(409, 'not_joined', message);

// 413, 414, 415, 429
export const payloadTooLarge = (message: Message = ERROR_MESSAGES.payloadTooLarge) =>
  error(413, 'payload_too_large', message);
export const uriTooLong = (message: Message = ERROR_MESSAGES.uriTooLong) =>
  error(414, 'uri_too_long', message);
export const unsupportedMediaType = (message: Message = ERROR_MESSAGES.unsupportedMediaType) =>
  error(415, 'unsupported_media_type', message);
/** 429 with Retry-After in whole seconds (at least 1). */
export const rateLimited = (message: Message, retryAfterSeconds: number) =>
  new AppError(429, 'rate_limited', said(message), undefined, {
    'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))),
  });

function fieldName(instancePath: string): string {
  return instancePath.replace(/^\//, '').replaceAll('/', '.') || '_';
}

// Fastify's own client errors (bad JSON, wrong content type, body too large) mapped to short, plain messages.
const FASTIFY_CLIENT_ERRORS: Record<string, () => AppError> = {
  FST_ERR_CTP_INVALID_JSON_BODY: () => invalidJson(),
  FST_ERR_CTP_EMPTY_JSON_BODY: () => invalidJson(ERROR_MESSAGES.emptyJson),
  FST_ERR_CTP_INVALID_MEDIA_TYPE: () => unsupportedMediaType(),
  FST_ERR_CTP_BODY_TOO_LARGE: () => payloadTooLarge(),
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: () => badRequest(ERROR_MESSAGES.contentLength),
};

/**
 * Errors the router meets before any route runs (Fastify's `frameworkErrors` option): a path parameter
 * over the router's length limit, or a path that is not valid URL encoding. Answered in the API's error
 * shape, never echoing the path (a 5 KB path came back whole, issue 25).
 */
export function frameworkErrors(err: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const answer =
    err.code === 'FST_ERR_MAX_PARAM_LENGTH' ? uriTooLong() : badRequest(ERROR_MESSAGES.badAddress);
  void reply.code(answer.statusCode).send(answer.toJSON());
}

/** An error whose English is someone else's (a Fastify plugin's): sent as it is, under a generic code. */
const passedOn = (statusCode: number, code: ErrorCode, messageCode: MessageCode, text: string) =>
  new AppError(statusCode, code, { code: messageCode, text });

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    const answer = (e: AppError) => {
      if (e.headers) reply.headers(e.headers);
      return reply.code(e.statusCode).send(e.toJSON());
    };
    if (hasZodFastifySchemaValidationErrors(err)) {
      return answer(
        issuesError(
          err.validation.map((issue) => ({ path: fieldName(issue.instancePath), message: issue.message })),
        ),
      );
    }
    if (err instanceof AppError) return answer(err);
    const known = err.code ? FASTIFY_CLIENT_ERRORS[err.code] : undefined;
    if (known) return answer(known());
    if (err.statusCode === 429) {
      return answer(passedOn(429, 'rate_limited', ERROR_MESSAGES.tooManyRequests, err.message));
    }
    if (
      err.statusCode &&
      err.statusCode >= 400 &&
      err.statusCode < 500 &&
      !isResponseSerializationError(err)
    ) {
      return answer(passedOn(err.statusCode, 'bad_request', ERROR_MESSAGES.badRequest, err.message));
    }
    // A value the database refused is the caller's input (lib/database-errors.ts), not a 500.
    const refused = databaseInputError(err);
    if (refused) {
      request.log.warn({ err }, 'the database refused a value the contracts let through');
      return answer(error(refused.statusCode, refused.code, refused.message));
    }
    // Anything else is our fault: log it (lib/logging.ts keeps parameters and personal data out), tell
    // the caller nothing internal.
    request.log.error({ err }, 'request failed');
    return answer(error(500, 'internal_error', ERROR_MESSAGES.internal));
  });
}
