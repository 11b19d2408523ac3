import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { defineJob } from '../../lib/jobs/job.ts';
import { renderEmail, type Mailer } from '../../lib/mailer.ts';
import { findContactMessage } from './contact.repository.ts';

/** Forwards a stored /contact message to TEAM_EMAIL (the message itself is never lost). */
export const contactForwardJob = defineJob({
  name: 'contact-forward',
  data: z.object({ messageId: z.number().int() }),
});

export function contactJobHandlers(deps: { db: Db; mailer: Mailer; teamEmail: string }) {
  const { db, mailer, teamEmail } = deps;
  return {
    async forward({ messageId }: { messageId: number }): Promise<void> {
      const message = await findContactMessage(db, messageId);
      if (!message) return;
      await mailer.send({
        to: teamEmail,
        subject: `[Stride contact] ${message.subject}`,
        ...renderEmail({
          heading: `Contact form: ${message.subject}`,
          paragraphs: [`From ${message.name} <${message.email}>`, ...message.message.split(/\n{2,}/)],
          footer: `Message #${message.id}${message.userId ? `, sent by signed-in user ${message.userId}` : ''}.`,
        }),
      });
    },
  };
}
