import { EVENT_MESSAGES, createEventSchema } from '@stride/contracts';
import { todayIso } from './near-me';

/**
 * The create schema with the form's own rule: the event date must not be in the past (the server also
 * refuses a start that has gone by). Both event forms, the full one and the visual builder, check with it.
 */
export const eventFormSchema = createEventSchema.superRefine((v, ctx) => {
  if (v.date < todayIso()) ctx.addIssue({ code: 'custom', path: ['date'], message: EVENT_MESSAGES.pastDate });
});
