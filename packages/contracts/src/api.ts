import { z } from 'zod';
import { ERROR_CODES } from './errors.ts';
import { DEFAULT_SEARCH_RADIUS_KM, SEARCH_RADIUS_KM } from './options.ts';
import { LINK_PROTOCOL, MULTI_LINE_TEXT, SINGLE_LINE_TEXT, TEXT_MESSAGES } from './text.ts';

/** The one error shape every API failure uses; `error` is one of ERROR_CODES. */
export const apiErrorSchema = z.object({
  error: z.enum(ERROR_CODES),
  message: z.string(),
  fields: z.record(z.string(), z.array(z.string())).optional(),
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
  .regex(/^\d{1,10}$/, 'Not a valid id')
  .transform(Number)
  .refine((n) => n >= 1 && n <= DB_ID_MAX, 'Not a valid id');

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
  .refine(
    (n) => (SEARCH_RADIUS_KM as readonly number[]).includes(n),
    'Radius must be 5, 10, 20, 50 or 100 km',
  )
  .default(DEFAULT_SEARCH_RADIUS_KM);
