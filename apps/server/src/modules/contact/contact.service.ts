import type { ContactMessageInput } from '@stride/contracts';
import type { Db } from '../../db/client.ts';
import type { JobQueue } from '../../lib/jobs/job-queue.ts';
import { contactForwardJob } from './contact.jobs.ts';
import { insertContactMessage } from './contact.repository.ts';

/** /contact form: the message is stored, and forwarded to the team by a job queued with it. */
export class ContactService {
  constructor(
    private readonly db: Db,
    private readonly jobs: JobQueue,
  ) {}

  async send(input: ContactMessageInput, userId: string | null): Promise<{ id: number }> {
    return this.db.transaction(async (tx) => {
      const id = await insertContactMessage(tx, { ...input, userId });
      await this.jobs.send(tx, contactForwardJob, { messageId: id });
      return { id };
    });
  }
}
