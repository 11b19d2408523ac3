import { apiErrorSchema, contactMessageSchema } from '@stride/contracts';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contactMessages } from '../../db/schema/index.ts';
import { renderEmail } from '../../lib/mailer.ts';
import { routeLimit } from '../../lib/route-limit.ts';

/** /contact form: the message is stored first (never lost), then forwarded to TEAM_EMAIL. */
export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/contact',
    {
      config: routeLimit(
        5,
        60 * 60_000,
        'You have sent several messages already. Please try again in an hour.',
      ),
      schema: {
        tags: ['contact'],
        summary: 'Send a message to the Stride team',
        body: contactMessageSchema,
        response: { 201: z.object({ id: z.number().int() }), 400: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const input = request.body;
      const [row] = await app.database.db
        .insert(contactMessages)
        .values({ ...input, userId: request.user?.id ?? null })
        .returning({ id: contactMessages.id });
      const mail = renderEmail({
        heading: `Contact form: ${input.subject}`,
        paragraphs: [`From ${input.name} <${input.email}>`, ...input.message.split(/\n{2,}/)],
        footer: `Message #${row!.id}${request.user ? `, sent by signed-in user ${request.user.id}` : ''}.`,
      });
      try {
        await app.services.mailer.send({
          to: app.config.teamEmail,
          subject: `[Stride contact] ${input.subject}`,
          ...mail,
        });
      } catch (error) {
        // Stored already; the team sees it in contact_messages even if the e-mail is lost.
        request.log.error({ err: error, contactMessageId: row!.id }, 'contact e-mail to the team failed');
      }
      return reply.code(201).send({ id: row!.id });
    },
  );
};
