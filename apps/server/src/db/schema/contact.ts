import { index, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { identityId, instantNow } from './columns.ts';
import { userIdSetNull } from './users.ts';

/** Messages from the /contact form, kept even when forwarding them to the team by e-mail fails. */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: identityId(),
    userId: userIdSetNull(),
    name: varchar({ length: 100 }).notNull(),
    email: varchar({ length: 255 }).notNull(),
    subject: varchar({ length: 200 }).notNull(),
    message: text().notNull(),
    createdAt: instantNow(),
  },
  (t) => [index('contact_messages_user_idx').on(t.userId)],
);
