import type { Db } from '../../src/db/client.ts';
import { users } from '../../src/db/schema/index.ts';
import { createSession } from '../../src/modules/auth/sessions.ts';

let counter = 0;

export type NewUser = typeof users.$inferInsert;

/** Inserts a verified runner; pass overrides for anything the test cares about. */
export async function createUser(db: Db, overrides: Partial<NewUser> = {}) {
  counter += 1;
  const [user] = await db
    .insert(users)
    .values({
      email: `runner${counter}.${Date.now()}@example.com`,
      firstName: 'Test',
      lastName: `Runner${counter}`,
      emailVerified: true,
      location: 'Bondi, NSW 2026',
      ...overrides,
    })
    .returning();
  return user!;
}

/** A signed-in runner and the Cookie header that carries their session. */
export async function signedInUser(db: Db, overrides: Partial<NewUser> = {}) {
  const user = await createUser(db, overrides);
  const token = await createSession(db, user.id, { authMethod: 'test' });
  return { user, cookie: `stride_sid=${token}`, headers: { cookie: `stride_sid=${token}` } };
}
