import type { Executor } from '../../db/client.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';
import {
  deleteSpentTokens,
  findTokenByHash,
  markTokenUsed,
  replaceUnusedToken,
  type TokenPurpose,
} from './email-tokens.repository.ts';

export type { TokenPurpose };
export const TOKEN_TTL_MS: Record<TokenPurpose, number> = { verify: 24 * 3600_000, reset: 3600_000 };
/**
 * An expired link still answers "expired" (with a way to get a new one) for this long; after that the
 * purge job deletes it and it answers "invalid" like any unknown link.
 */
export const EXPIRED_TOKEN_KEPT_MS = 7 * 24 * 3600_000;

/** Issues a new single-use link token; any earlier unused token of the same purpose stops working. */
export async function issueEmailToken(
  db: Executor,
  userId: string,
  email: string,
  purpose: TokenPurpose,
): Promise<string> {
  const token = newToken();
  await replaceUnusedToken(db, {
    userId,
    email,
    purpose,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + TOKEN_TTL_MS[purpose]),
  });
  return token;
}

export type TokenLookup =
  | { status: 'valid'; id: number; userId: string; email: string }
  | { status: 'expired'; email: string }
  | { status: 'invalid' };

export async function findEmailToken(
  db: Executor,
  token: string,
  purpose: TokenPurpose,
): Promise<TokenLookup> {
  const row = await findTokenByHash(db, hashToken(token), purpose);
  if (!row || row.isVerified) return { status: 'invalid' };
  if (row.expiresAt.getTime() <= Date.now()) return { status: 'expired', email: row.email };
  return { status: 'valid', id: row.id, userId: row.userId, email: row.email };
}

export const consumeEmailToken = markTokenUsed;

/** Deletes used tokens and those expired for longer than EXPIRED_TOKEN_KEPT_MS (the purge job). */
export function purgeSpentTokens(db: Executor, now = new Date()): Promise<number> {
  return deleteSpentTokens(db, new Date(now.getTime() - EXPIRED_TOKEN_KEPT_MS));
}
