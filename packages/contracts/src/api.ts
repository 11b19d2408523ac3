import { z } from 'zod';
import { ERROR_CODES } from './errors.ts';
import { DEFAULT_SEARCH_RADIUS_KM, SEARCH_RADIUS_KM } from './options.ts';
import { API_MESSAGES, MESSAGE_CODES, TEXT_MESSAGES } from './messages.ts';
import { LINK_PROTOCOL, MULTI_LINE_TEXT, SINGLE_LINE_TEXT } from './text.ts';

const messageCodeSchema = z.enum(MESSAGE_CODES).describe('A message code (contracts messages.ts)');
const messageParamsSchema = z
  .record(z.string(), z.union([z.string(), z.number()]))
  .describe('Values the message fills in, e.g. {"max": 100}');

/**
 * The one error shape every API failure uses. `error` is the kind of failure (one of ERROR_CODES, what
 * clients branch on); `message` and `fields` are English for people; `code` and `params`, and per field
 * `fieldCodes`, say the same as codes for clients that show it in another language. The message is the
 * English of the code with its params, except under the generic codes `errors.invalidValue` and
 * `errors.badRequest`, which carry the parser's own English.
 */
export const apiErrorSchema = z.object({
  error: z.enum(ERROR_CODES),
  message: z.string(),
  code: messageCodeSchema,
  params: messageParamsSchema.optional(),
  /** Field path (dotted) → its English messages. */
  fields: z.record(z.string(), z.array(z.string())).optional(),
  /** The same messages as codes, in the same order. */
  fieldCodes: z
    .record(
      z.string(),
      z.array(z.object({ code: messageCodeSchema, params: messageParamsSchema.optional() })),
    )
    .optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

export const healthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['ok', 'unavailable']),
  engine: z.enum(['pglite', 'postgres']),
  uptimeSeconds: z.number(),
});
export type Health = z.infer<typeof healthSchema>;

/** The largest id PostgreSQL's `integer`/`serial` holds: a larger one names no row, and the database refuses it. */
export const DB_ID_MAX = 2_147_483_647;

/** A row id in a path: digits only (no "1e3", "0x1f", signs or spaces), 1 to DB_ID_MAX. */
export const recordIdSchema = z
  .string()
  .regex(/^\d{1,10}$/, API_MESSAGES.invalidId)
  .transform(Number)
  .refine((n) => n >= 1 && n <= DB_ID_MAX, API_MESSAGES.invalidId);

/** `/:id` path parameters, for every route that names a row by its id. */
export const idParamsSchema = z.object({ id: recordIdSchema });

/** A one-line text field (name, title, place, search): refuses control characters with a clear message. */
export const singleLine = (schema: z.ZodString) =>
  schema.regex(SINGLE_LINE_TEXT, TEXT_MESSAGES.controlCharacters);

/** Text that may span lines (description, comment, message): tab and line breaks, no other control characters. */
export const multiLine = (schema: z.ZodString) =>
  schema.regex(MULTI_LINE_TEXT, TEXT_MESSAGES.controlCharacters);

/** A web link: http or https only, never `javascript:` or `data:`. */
export const webLinkSchema = z.url({ protocol: LINK_PROTOCOL, error: TEXT_MESSAGES.url });

/** A search radius in km from a query string: one of SEARCH_RADIUS_KM (events near me, clubs near a suburb). */
export const searchRadiusKmSchema = z.coerce
  .number()
  .refine((n) => (SEARCH_RADIUS_KM as readonly number[]).includes(n), API_MESSAGES.radius)
  .default(DEFAULT_SEARCH_RADIUS_KM);
