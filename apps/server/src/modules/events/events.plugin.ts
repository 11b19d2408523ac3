import type { FastifyPluginAsync } from 'fastify';
import { attendanceRoutes } from './attendance.routes.ts';
import { calendarRoutes } from './calendar.routes.ts';
import { checkInRoutes } from './check-in.routes.ts';
import { eventsRoutes } from './events.routes.ts';
import { socialRoutes } from './social.routes.ts';

export const eventsModule: FastifyPluginAsync = async (app) => {
  const { discovery } = app.services;
  // Any successful write to an event (create, edit, cancel, join, leave...) can change what discovery
  // answers, so this instance forgets its shared answers at once.
  app.addHook('onResponse', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD' && reply.statusCode < 400) discovery.clear();
  });
  await app.register(eventsRoutes);
  await app.register(attendanceRoutes);
  await app.register(socialRoutes);
  await app.register(calendarRoutes);
  await app.register(checkInRoutes);
};
