import { eq, or, sql } from 'drizzle-orm';
import { apiErrorSchema, calendarFeedSchema, runnerStatsSchema } from '@stride/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { events, users } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';
import { requireUser } from '../auth/auth.plugin.ts';
import { runnerStats } from './events.repository.ts';
import { buildCalendar, type IcalEvent } from './ical.ts';

const ICS_TYPE = 'text/calendar; charset=utf-8';

const calendarColumns = {
  id: events.id,
  title: events.title,
  description: events.description,
  location: events.location,
  lat: events.lat,
  lng: events.lng,
  startsAt: events.startsAt,
  updatedAt: events.updatedAt,
  status: events.status,
};

export const calendarRoutes: FastifyPluginAsyncZod = async (app) => {
  const db: Db = app.database.db;
  const publicUrl = app.config.publicUrl.replace(/\/$/, '');
  const domain = new URL(publicUrl).hostname;
  const toIcal = (r: Omit<IcalEvent, 'url'>): IcalEvent => ({
    ...r,
    startsAt: new Date(r.startsAt),
    updatedAt: new Date(r.updatedAt),
    url: `${publicUrl}/events/${r.id}`,
  });

  app.get(
    '/api/events/:id.ics',
    {
      schema: {
        tags: ['events'],
        summary: 'One event as an iCalendar file',
        params: z.object({ id: z.coerce.number().int().positive().max(2147483647) }),
        response: { 200: z.string(), 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const [row] = await db.select(calendarColumns).from(events).where(eq(events.id, request.params.id));
      if (!row) throw notFound('Event Not Found');
      return reply
        .type(ICS_TYPE)
        .header('content-disposition', `attachment; filename="stride-event-${row.id}.ics"`)
        .send(buildCalendar([toIcal(row)], { name: row.title, domain }));
    },
  );

  app.post(
    '/api/users/me/calendar-feed',
    {
      schema: {
        tags: ['events'],
        summary: 'Create (or replace) my private calendar feed URL; the old URL stops working',
        response: { 200: calendarFeedSchema, 401: apiErrorSchema },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const token = newToken();
      await db
        .update(users)
        .set({ calendarFeedTokenHash: hashToken(token) })
        .where(eq(users.id, user.id));
      return { url: `${publicUrl}/api/calendar/${token}.ics` };
    },
  );

  app.delete(
    '/api/users/me/calendar-feed',
    {
      schema: {
        tags: ['events'],
        summary: 'Revoke my calendar feed URL',
        response: { 204: z.null(), 401: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      await db.update(users).set({ calendarFeedTokenHash: null }).where(eq(users.id, user.id));
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/api/calendar/:token.ics',
    {
      schema: {
        tags: ['events'],
        summary:
          'Private feed: every event the runner created or joined (cancelled ones as STATUS:CANCELLED)',
        params: z.object({ token: z.string().regex(/^[\w-]{20,100}$/) }),
        response: { 200: z.string(), 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const [owner] = await db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.calendarFeedTokenHash, hashToken(request.params.token)));
      if (!owner) throw notFound('Calendar feed not found');
      const rows = await db
        .select(calendarColumns)
        .from(events)
        .where(
          or(
            eq(events.creatorId, owner.id),
            sql`exists (select 1 from event_participants p where p.event_id = "events"."id" and p.user_id = ${owner.id}
              and not p.is_waitlisted and p.attendance_status <> 'not_attending')`,
          ),
        )
        .orderBy(events.startsAt)
        .limit(5000);
      return reply
        .type(ICS_TYPE)
        .header('cache-control', 'private, max-age=300')
        .send(buildCalendar(rows.map(toIcal), { name: 'Stride events', domain }));
    },
  );

  app.get(
    '/api/users/me/stats',
    {
      schema: {
        tags: ['events'],
        summary: 'Events joined, total km and this month, from attendance of past events',
        response: { 200: runnerStatsSchema, 401: apiErrorSchema },
      },
    },
    async (request) => runnerStats(db, requireUser(request).id),
  );
};
