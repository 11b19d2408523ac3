// Placed in apps/server/src/modules/events/: every cross-module import below skips the other module's
// index.ts and must be refused; the allowed ones (own files, lib, db, other modules' index.ts) must not.
import { requireUser } from '../auth/auth.plugin.ts';
import { findUserById } from '../auth/users.repository.ts';
import type { RunclubsService } from '../runclubs/runclubs.service.ts';
import { type SessionUser, verifyPassword } from '../auth/index.ts';
import { notFound } from '../../lib/errors.ts';
import type { Db } from '../../db/client.ts';
import { findEvent } from './events.repository.ts';

export { hasBlocked } from '../blocks/blocks.repository.ts';

export const used = [requireUser, findUserById, verifyPassword, notFound, findEvent];
export type Used = [RunclubsService, SessionUser, Db];
