import type { FastifyReply } from 'fastify';

/**
 * Sends JSON that is already written (by PostgreSQL, or from explicitly listed fields), as is: the
 * busiest reads skip the response schema's second pass over every field (decision 0019). The route's
 * schema still documents the answer, and the API tests parse these answers against it.
 */
export function sendReadyJson(reply: FastifyReply, body: string | Buffer): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(body as never);
}
