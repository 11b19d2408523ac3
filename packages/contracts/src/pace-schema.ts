import { z } from 'zod';
import { PACE_MESSAGE } from './messages.ts';
import { formatPace, parsePace } from './pace.ts';

/** A pace field: accepts the forms parsePace reads and stores the canonical "M:SS" per km. */
export const paceSchema = z
  .string({ error: PACE_MESSAGE })
  .trim()
  .max(20, { error: PACE_MESSAGE })
  .refine((s) => parsePace(s) !== null, { error: PACE_MESSAGE })
  .transform((s) => formatPace(parsePace(s)!));
