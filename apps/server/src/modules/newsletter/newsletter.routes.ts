import {
  apiErrorSchema,
  newsletterResultSchema,
  newsletterSubscribeSchema,
  newsletterUnsubscribeSchema,
} from '@stride/contracts';
import { eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { newsletterSubscriptions } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import { renderEmail } from '../../lib/mailer.ts';
import { routeLimit } from '../../lib/route-limit.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';

/**
 * Footer newsletter sign-up. Subscribing always answers the same way, whether or not the address was
 * already on the list, so the form cannot be used to find out who subscribes. Each subscription gets a
 * fresh unsubscribe token (only its hash is stored) sent in the welcome e-mail.
 */
export const newsletterRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  app.post(
    '/api/newsletter/subscribe',
    {
      config: routeLimit(5, 10 * 60_000),
      schema: {
        tags: ['newsletter'],
        summary: 'Subscribe an e-mail address to the Stride newsletter',
        body: newsletterSubscribeSchema,
        response: { 200: newsletterResultSchema, 400: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request) => {
      const email = request.body.email.toLowerCase();
      const token = newToken();
      const tokenHash = hashToken(token);
      const [existing] = await db
        .select({ id: newsletterSubscriptions.id, isSubscribed: newsletterSubscriptions.isSubscribed })
        .from(newsletterSubscriptions)
        .where(sql`lower(${newsletterSubscriptions.email}) = ${email}`);
      if (existing?.isSubscribed) return { status: 'subscribed' as const };
      if (existing) {
        await db
          .update(newsletterSubscriptions)
          .set({
            isSubscribed: true,
            unsubscribeTokenHash: tokenHash,
            subscribedAt: new Date(),
            unsubscribedAt: null,
          })
          .where(eq(newsletterSubscriptions.id, existing.id));
      } else {
        await db.insert(newsletterSubscriptions).values({
          email,
          userId: request.user?.id ?? null,
          subscriptionSource: 'footer',
          unsubscribeTokenHash: tokenHash,
        });
      }
      const unsubscribeUrl = `${app.config.publicUrl}/newsletter/unsubscribe?token=${encodeURIComponent(token)}`;
      const mail = renderEmail({
        heading: "You're on the Stride newsletter",
        paragraphs: [
          'Thanks for subscribing. Expect new events, run club news and training tips from runners across Australia.',
          'Changed your mind? One click takes you off the list.',
        ],
        actions: [{ label: 'Unsubscribe', url: unsubscribeUrl }],
      });
      try {
        await app.services.mailer.send({ to: email, subject: 'Welcome to the Stride newsletter', ...mail });
      } catch (error) {
        // The subscription stands; a lost welcome e-mail must not turn into an error for the visitor.
        request.log.error({ err: error }, 'newsletter welcome e-mail failed');
      }
      return { status: 'subscribed' as const };
    },
  );

  app.post(
    '/api/newsletter/unsubscribe',
    {
      config: routeLimit(20, 10 * 60_000),
      schema: {
        tags: ['newsletter'],
        summary: 'Unsubscribe with the token from a newsletter e-mail',
        body: newsletterUnsubscribeSchema,
        response: { 200: newsletterResultSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) => {
      const [row] = await db
        .update(newsletterSubscriptions)
        .set({ isSubscribed: false, unsubscribedAt: new Date() })
        .where(eq(newsletterSubscriptions.unsubscribeTokenHash, hashToken(request.body.token)))
        .returning({ id: newsletterSubscriptions.id });
      if (!row) throw new AppError(404, 'invalid_token', 'This unsubscribe link is not valid');
      return { status: 'unsubscribed' as const };
    },
  );
};
