import { z } from 'zod';
import { singleLine } from './api.ts';
import { API_MESSAGES } from './messages.ts';
import { LIMITS } from './options.ts';

export const locationSuggestionSchema = z.object({
  value: z.string(),
  label: z.string(),
  state: z.string(),
  postcode: z.string(),
  lat: z.number(),
  lng: z.number(),
});
export type LocationSuggestion = z.infer<typeof locationSuggestionSchema>;

export const locationSearchQuerySchema = z.object({
  q: singleLine(z.string().max(100, API_MESSAGES.searchTooLong)).default(''),
  limit: z.coerce
    .number()
    .int(API_MESSAGES.limitWhole)
    .min(1, API_MESSAGES.limitMin)
    .default(LIMITS.locationSuggestionsDefault)
    // Anything above the cap is clamped rather than refused: a caller asking for more just gets the maximum.
    .transform((n) => Math.min(n, LIMITS.locationSuggestionsMax)),
});

export const DEFAULT_LOCATION: LocationSuggestion = {
  value: 'Sydney, NSW 2000',
  label: 'Sydney, NSW 2000',
  state: 'NSW',
  postcode: '2000',
  lat: -33.8688,
  lng: 151.2093,
};
