import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { emailVerifications } from '../../db/schema/index.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';

export type TokenPurpose = 'verify' | 'reset';
export const TOKEN_TTL_MS: Record<TokenPurpose, number> = { verify: 24 * 3600_000, reset: 3600_000 };

/** Issues a new single-use link token; any earlier unused token of the same purpose stops working. */
export async function issueEmailToken(
  db: Db,
  userId: string,
  email: string,
  purpose: TokenPurpose,
): Promise<string> {
  const token = newToken();
  await db.transaction(async (tx) => {
    await tx
      .delete(emailVerifications)
      .where(
        and(
          eq(emailVerifications.userId, userId),
          eq(emailVerifications.purpose, purpose),
          eq(emailVerifications.isVerified, false),
        ),
      );
    await tx.insert(emailVerifications).values({
      userId,
      email,
      purpose,
      verificationToken: hashToken(token),
      expiresAt: new Date(Date.now() + TOKEN_TTL_MS[purpose]),
    });
  });
  return token;
}

export type TokenLookup =
  | { status: 'valid'; id: number; userId: string; email: string }
  | { status: 'expired'; email: string }
  | { status: 'invalid' };

export async function findEmailToken(db: Db, token: string, purpose: TokenPurpose): Promise<TokenLookup> {
  const [row] = await db
    .select()
    .from(emailVerifications)
    .where(
      and(
        eq(emailVerifications.verificationToken, hashToken(token)),
        eq(emailVerifications.purpose, purpose),
      ),
    );
  if (!row || row.isVerified) return { status: 'invalid' };
  if (row.expiresAt.getTime() <= Date.now()) return { status: 'expired', email: row.email };
  return { status: 'valid', id: row.id, userId: row.userId, email: row.email };
}

/** Marks a token used; false when another request used it first (single use under concurrency). */
export async function consumeEmailToken(db: Db, id: number): Promise<boolean> {
  const rows = await db
    .update(emailVerifications)
    .set({ isVerified: true, verifiedAt: new Date(), updatedAt: new Date() })
    .where(and(eq(emailVerifications.id, id), eq(emailVerifications.isVerified, false)))
    .returning({ id: emailVerifications.id });
  return rows.length === 1;
}
