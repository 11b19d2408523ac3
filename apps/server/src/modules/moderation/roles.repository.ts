import { and, asc, eq, sql } from 'drizzle-orm';
import type { Role } from '@stride/contracts';
import type { Executor } from '../../db/client.ts';
import { userRoles, users } from '../../db/schema/index.ts';

/** Answers whether the role was new. */
export async function grantRole(db: Executor, userId: string, role: Role, grantedBy: string | null) {
  const rows = await db
    .insert(userRoles)
    .values({ userId, role, grantedBy })
    .onConflictDoNothing()
    .returning({ userId: userRoles.userId });
  return rows.length === 1;
}

/** Answers whether the runner had the role. */
export async function revokeRole(db: Executor, userId: string, role: Role) {
  const rows = await db
    .delete(userRoles)
    .where(and(eq(userRoles.userId, userId), eq(userRoles.role, role)))
    .returning({ userId: userRoles.userId });
  return rows.length === 1;
}

/** Everyone with at least one staff role, by name. */
export async function listStaff(db: Executor) {
  const rows = await db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      roles: sql<Role[]>`array_agg(${userRoles.role} order by ${userRoles.role})`,
    })
    .from(userRoles)
    .innerJoin(users, eq(users.id, userRoles.userId))
    .groupBy(users.id)
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id));
  return rows;
}

export async function findAccountByEmail(db: Executor, email: string) {
  const [row] = await db
    .select({ id: users.id, email: users.email, emailVerified: users.emailVerified })
    .from(users)
    .where(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`);
  return row;
}

export async function findAccountById(db: Executor, id: string) {
  const [row] = await db
    .select({ id: users.id, email: users.email, emailVerified: users.emailVerified })
    .from(users)
    .where(eq(users.id, id));
  return row;
}

/** The runner's staff roles (none for a runner). */
export async function rolesOf(db: Executor, userId: string): Promise<Role[]> {
  const rows = await db.select({ role: userRoles.role }).from(userRoles).where(eq(userRoles.userId, userId));
  return rows.map((r) => r.role as Role);
}
