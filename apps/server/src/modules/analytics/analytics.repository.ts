import type { Executor } from '../../db/client.ts';
import { pageViews } from '../../db/schema/index.ts';

export async function insertPageView(
  db: Executor,
  values: { path: string; referrer: string | null; language: string | null },
): Promise<void> {
  await db.insert(pageViews).values(values);
}
