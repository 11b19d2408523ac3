import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { userBlocks } from '../../db/schema/index.ts';

/**
 * Blocking (issues 11 and 25) is one rule every feature applies, so it is defined once, here: a block
 * works both ways for everything two runners could do to or about each other (join each other's runs,
 * comment on them, buddy suggestions and requests, notices), and one way only for what the blocker
 * sees (the blocked runner's comments, their profile).
 */

/** SQL: true when either runner blocked the other. `a` and `b` are user-id expressions. */
export const blockedEitherWay = (a: SQL, b: SQL): SQL => sql`exists (select 1 from user_blocks x
  where (x.blocker_id = ${a} and x.blocked_id = ${b}) or (x.blocker_id = ${b} and x.blocked_id = ${a}))`;

export async function isBlockedEitherWay(db: Executor, a: string, b: string): Promise<boolean> {
  const result = await db.execute<{ blocked: boolean }>(
    sql`select ${blockedEitherWay(sql`${a}::uuid`, sql`${b}::uuid`)} as blocked`,
  );
  return result.rows[0]?.blocked === true;
}

/** Whether `blocker` blocked `blocked`. */
export async function hasBlocked(db: Executor, blocker: string, blocked: string): Promise<boolean> {
  const [row] = await db
    .select({ one: sql`1` })
    .from(userBlocks)
    .where(and(eq(userBlocks.blockerId, blocker), eq(userBlocks.blockedId, blocked)));
  return Boolean(row);
}

export async function insertBlock(db: Executor, blockerId: string, blockedId: string): Promise<void> {
  await db.insert(userBlocks).values({ blockerId, blockedId }).onConflictDoNothing();
}

export async function deleteBlock(db: Executor, blockerId: string, blockedId: string): Promise<boolean> {
  const rows = await db
    .delete(userBlocks)
    .where(and(eq(userBlocks.blockerId, blockerId), eq(userBlocks.blockedId, blockedId)))
    .returning({ id: userBlocks.blockerId });
  return rows.length > 0;
}

/** Of these (recipient, other runner) pairs, the ones where either blocked the other, as "a|b" keys. */
export async function blockedPairs(db: Executor, pairs: Array<[string, string]>): Promise<Set<string>> {
  if (!pairs.length) return new Set();
  // Array literals (uuids need no quoting): drizzle would spread a JavaScript array into a list.
  const recipients = `{${pairs.map(([a]) => a).join(',')}}`;
  const others = `{${pairs.map(([, b]) => b).join(',')}}`;
  const result = await db.execute<{ a: string; b: string }>(sql`
    select p.a, p.b from unnest(${recipients}::uuid[], ${others}::uuid[]) as p(a, b)
    where ${blockedEitherWay(sql`p.a`, sql`p.b`)}`);
  return new Set(result.rows.map((r) => `${r.a}|${r.b}`));
}

/** The runners `blockerId` blocked, newest first: the list they unblock from. */
export async function listBlocked(db: Executor, blockerId: string) {
  const result = await db.execute<{
    id: string;
    first_name: string | null;
    last_name: string | null;
    at: Date;
  }>(sql`
    select u.id, u.first_name, u.last_name, b.created_at as at
    from user_blocks b join users u on u.id = b.blocked_id
    where b.blocker_id = ${blockerId}
    order by b.created_at desc
    limit 500`);
  return result.rows.map((r) => ({
    id: r.id,
    firstName: r.first_name,
    lastName: r.last_name,
    blockedAt: new Date(r.at).toISOString(),
  }));
}
