// Placed in apps/server/src/modules/events/: other modules through their index.ts, shared code from
// lib and db, and the module's own files. Nothing here may be refused.
import { requireUser, type SessionUser } from '../auth/index.ts';
import { hasBlocked } from '../blocks/index.ts';
import type { NotificationDelivery } from '../notifications/index.ts';
import { notFound } from '../../lib/errors.ts';
import type { Db } from '../../db/client.ts';
import { findEvent } from './events.repository.ts';

export { holdsLivePlace } from './attendance.repository.ts';

export const used = [requireUser, hasBlocked, notFound, findEvent];
export type Used = [SessionUser, NotificationDelivery, Db];
