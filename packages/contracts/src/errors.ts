/**
 * Every `error` code the API answers with, in `{ error, message, fields? }`. The web matches on these
 * (never on messages, which are for people); the server can only throw what is listed here
 * (apps/server/src/lib/errors.ts has one factory per code).
 */
export const ERROR_CODES = [
  // 400
  'bad_request',
  'validation_error',
  'invalid_json',
  'invalid_token',
  'invalid_input',
  // 401
  'unauthorized',
  'invalid_credentials',
  // 403
  'forbidden',
  'email_not_verified',
  'cross_site_request',
  'reauthentication_required',
  // 404
  'not_found',
  // 409
  'event_cancelled',
  'event_started',
  'event_full',
  'not_joined',
  'conflict',
  // 413, 414, 415, 429
  'payload_too_large',
  'uri_too_long',
  'unsupported_media_type',
  'rate_limited',
  // 500
  'internal_error',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];
