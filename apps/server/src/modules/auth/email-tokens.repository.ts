import { and, eq, lt, or } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { emailVerifications } from '../../db/schema/index.ts';

export type TokenPurpose = 'verify' | 'reset';

/** Stores a new token hash; any earlier unused token of the same purpose is deleted with it. */
export async function replaceUnusedToken(
  db: Executor,
  values: { userId: string; email: string; purpose: TokenPurpose; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .delete(emailVerifications)
      .where(
        and(
          eq(emailVerifications.userId, values.userId),
          eq(emailVerifications.purpose, values.purpose),
          eq(emailVerifications.isVerified, false),
        ),
      );
    await tx.insert(emailVerifications).values({
      userId: values.userId,
      email: values.email,
      purpose: values.purpose,
      verificationToken: values.tokenHash,
      expiresAt: values.expiresAt,
    });
  });
}

export async function findTokenByHash(db: Executor, tokenHash: string, purpose: TokenPurpose) {
  const [row] = await db
    .select()
    .from(emailVerifications)
    .where(and(eq(emailVerifications.verificationToken, tokenHash), eq(emailVerifications.purpose, purpose)));
  return row;
}

/** Marks a token used; false when another request used it first (single use under concurrency). */
export async function markTokenUsed(db: Executor, id: number): Promise<boolean> {
  const rows = await db
    .update(emailVerifications)
    .set({ isVerified: true, verifiedAt: new Date(), updatedAt: new Date() })
    .where(and(eq(emailVerifications.id, id), eq(emailVerifications.isVerified, false)))
    .returning({ id: emailVerifications.id });
  return rows.length === 1;
}

/** Deletes used tokens and tokens that expired before `expiredBefore`; answers how many. */
export async function deleteSpentTokens(db: Executor, expiredBefore: Date): Promise<number> {
  const rows = await db
    .delete(emailVerifications)
    .where(or(eq(emailVerifications.isVerified, true), lt(emailVerifications.expiresAt, expiredBefore)))
    .returning({ id: emailVerifications.id });
  return rows.length;
}
