import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Role } from '@stride/contracts';
import type { Executor } from '../../db/client.ts';
import { userGoals, userRoles, users } from '../../db/schema/index.ts';

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;

/** E-mail addresses are compared case-insensitively (a unique index on lower(email)). */
export async function findUserByEmail(db: Executor, email: string): Promise<UserRow | undefined> {
  const [user] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`);
  return user;
}

export async function findUserById(db: Executor, id: string): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(eq(users.id, id));
  return user;
}

/** Inserts a user; answers undefined when the e-mail address (or provider id) is taken. */
export async function insertUserIfNew(db: Executor, values: NewUser): Promise<string | undefined> {
  const [created] = await db.insert(users).values(values).onConflictDoNothing().returning({ id: users.id });
  return created?.id;
}

export async function insertUser(db: Executor, values: NewUser): Promise<string> {
  const [created] = await db.insert(users).values(values).returning({ id: users.id });
  return created!.id;
}

export async function updateUser(
  db: Executor,
  id: string,
  values: Partial<Omit<NewUser, 'id'>>,
): Promise<void> {
  await db
    .update(users)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(users.id, id));
}

export async function findUserIdByStravaAthlete(
  db: Executor,
  athleteId: string,
): Promise<string | undefined> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.stravaAthleteId, athleteId));
  return row?.id;
}

export async function findUserIdByGoogle(db: Executor, sub: string): Promise<string | undefined> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.googleId, sub));
  return row?.id;
}

/** Links a Google account to a user that has none yet (a second link attempt changes nothing). */
export async function linkGoogle(
  db: Executor,
  userId: string,
  sub: string,
  { dropPassword }: { dropPassword: boolean },
): Promise<void> {
  await db
    .update(users)
    .set({
      googleId: sub,
      emailVerified: true,
      ...(dropPassword ? { passwordHash: null } : {}),
      updatedAt: new Date(),
    })
    .where(and(eq(users.id, userId), isNull(users.googleId)));
}

export async function stravaTokens(db: Executor, userId: string) {
  const [row] = await db
    .select({
      access: users.stravaAccessToken,
      refresh: users.stravaRefreshToken,
      expiresAt: users.stravaTokenExpiresAt,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

/** Sets the profile photo and answers the one it replaces. */
export async function replaceProfileImage(db: Executor, userId: string, url: string): Promise<string | null> {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ url: users.profileImageUrl })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    await updateUser(tx, userId, { profileImageUrl: url });
    return before?.url ?? null;
  });
}

export function listGoals(db: Executor, userId: string) {
  return db
    .select({
      id: userGoals.id,
      eventName: userGoals.eventName,
      eventDate: userGoals.eventDate,
      targetTime: userGoals.targetTime,
      distance: userGoals.distance,
      difficulty: userGoals.difficulty,
      status: userGoals.status,
      notes: userGoals.notes,
    })
    .from(userGoals)
    .where(eq(userGoals.userId, userId))
    .orderBy(asc(userGoals.id));
}

/** The runner's staff roles (admin, moderator, author), sorted. */
export async function listRoles(db: Executor, userId: string): Promise<Role[]> {
  const rows = await db
    .select({ role: userRoles.role })
    .from(userRoles)
    .where(eq(userRoles.userId, userId))
    .orderBy(asc(userRoles.role));
  return rows.map((r) => r.role as Role);
}
