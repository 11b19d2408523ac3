import { eq } from 'drizzle-orm';
import type { ContactMessageInput } from '@stride/contracts';
import type { Executor } from '../../db/client.ts';
import { contactMessages } from '../../db/schema/index.ts';

export async function insertContactMessage(
  db: Executor,
  values: ContactMessageInput & { userId: string | null },
): Promise<number> {
  const [row] = await db.insert(contactMessages).values(values).returning({ id: contactMessages.id });
  return row!.id;
}

export async function findContactMessage(db: Executor, id: number) {
  const [row] = await db.select().from(contactMessages).where(eq(contactMessages.id, id));
  return row;
}
