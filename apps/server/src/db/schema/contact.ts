import { integer, pgTable, text, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/** Messages from the /contact form, kept even when forwarding them to the team by e-mail fails. */
export const contactMessages = pgTable('contact_messages', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  userId: uuid().references(() => users.id, { onDelete: 'set null' }),
  name: varchar({ length: 100 }).notNull(),
  email: varchar({ length: 255 }).notNull(),
  subject: varchar({ length: 200 }).notNull(),
  message: text().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
