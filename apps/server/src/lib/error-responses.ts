import { apiErrorSchema } from '@stride/contracts';

/**
 * The response schemas of a route's error statuses, all the one error body (`{ error, message,
 * fields? }`): `response: { 200: thingSchema, ...errorResponses(400, 401, 404) }`.
 */
export function errorResponses<Status extends number>(
  ...statuses: Status[]
): Record<Status, typeof apiErrorSchema> {
  return Object.fromEntries(statuses.map((status) => [status, apiErrorSchema])) as Record<
    Status,
    typeof apiErrorSchema
  >;
}
