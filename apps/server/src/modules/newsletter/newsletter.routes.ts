import {
  apiErrorSchema,
  newsletterConfirmSchema,
  newsletterOneClickBodySchema,
  newsletterOneClickQuerySchema,
  newsletterResultSchema,
  newsletterSubscribeSchema,
  newsletterUnsubscribeSchema,
} from '@stride/contracts';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { routeLimit } from '../../lib/route-limit.ts';
import { newsletterAdminRoutes } from './newsletter-admin.routes.ts';
import { oneClickScope } from '../../lib/one-click-form.ts';

/**
 * The footer's sign-up, the confirmation and unsubscribe links of its e-mails, RFC 8058's one-click
 * unsubscribe, and (newsletter-admin.routes.ts) sending newsletters.
 */
export const newsletterRoutes: FastifyPluginAsyncZod = async (app) => {
  const { newsletter } = app.services;

  app.post(
    '/api/newsletter/subscribe',
    {
      config: routeLimit(5, 10 * 60_000),
      schema: {
        tags: ['newsletter'],
        summary:
          'Sign an e-mail address up for the Stride newsletter: it is e-mailed a confirmation link and subscribed only once that is opened',
        body: newsletterSubscribeSchema,
        response: { 200: newsletterResultSchema, 400: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request) => newsletter.subscribe(request.body.email, request.body.language, request.user ?? null),
  );

  app.post(
    '/api/newsletter/confirm',
    {
      config: routeLimit(20, 10 * 60_000),
      schema: {
        tags: ['newsletter'],
        summary:
          'Confirm a newsletter sign-up with the token from its confirmation e-mail (once, within 7 days)',
        body: newsletterConfirmSchema,
        response: {
          200: newsletterResultSchema,
          400: apiErrorSchema,
          404: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (request) => newsletter.confirm(request.body.token),
  );

  app.post(
    '/api/newsletter/unsubscribe',
    {
      config: routeLimit(20, 10 * 60_000),
      schema: {
        tags: ['newsletter'],
        summary: 'Unsubscribe with the token from a newsletter e-mail',
        body: newsletterUnsubscribeSchema,
        response: {
          200: newsletterResultSchema,
          400: apiErrorSchema,
          404: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (request) => newsletter.unsubscribe(request.body.token),
  );

  // Opening the List-Unsubscribe URL in a browser never unsubscribes (RFC 8058: link scanners GET
  // it); it leads to the page that asks for one click.
  app.get(
    '/api/newsletter/unsubscribe/one-click',
    {
      schema: {
        tags: ['newsletter'],
        summary: 'The one-click unsubscribe URL opened in a browser: redirects to the unsubscribe page',
        querystring: newsletterOneClickQuerySchema,
        response: { 400: apiErrorSchema },
      },
    },
    async (request, reply) =>
      reply.redirect(`/newsletter/unsubscribe?token=${encodeURIComponent(request.query.token)}`, 303),
  );

  // The form body of RFC 8058's POST is parsed only here (lib/one-click-form.ts).
  await app.register(
    oneClickScope((oneClick) => {
      oneClick.withTypeProvider<ZodTypeProvider>().post(
        '/api/newsletter/unsubscribe/one-click',
        {
          // Exempt from the same-origin check (auth.plugin.ts, decision 0012), and only this newsletter
          // route: RFC 8058's POST comes from the mailbox provider's servers, with no cookie and no
          // Origin, and must unsubscribe at once. It needs no session to be safe: the token in the URL
          // is the only authority, it names one address's subscription, and it can only take it off the
          // list. No per-address limit either: one provider posts for all of its users.
          config: { calledByOtherServices: true },
          schema: {
            tags: ['newsletter'],
            summary:
              'RFC 8058 one-click unsubscribe: the List-Unsubscribe URL, POSTed by mail clients with List-Unsubscribe=One-Click',
            consumes: ['application/x-www-form-urlencoded', 'multipart/form-data'],
            querystring: newsletterOneClickQuerySchema,
            body: newsletterOneClickBodySchema,
            response: {
              200: newsletterResultSchema,
              400: apiErrorSchema,
              404: apiErrorSchema,
              413: apiErrorSchema,
              415: apiErrorSchema,
            },
          },
        },
        async (request) => newsletter.unsubscribe(request.query.token),
      );
    }),
  );

  await app.register(newsletterAdminRoutes);
};
