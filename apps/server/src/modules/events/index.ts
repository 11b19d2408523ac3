import type { FastifyPluginAsync } from 'fastify';
import { attendanceRoutes } from './attendance.routes.ts';
import { calendarRoutes } from './calendar.routes.ts';
import { eventsRoutes } from './events.routes.ts';
import { socialRoutes } from './social.routes.ts';

export const eventsModule: FastifyPluginAsync = async (app) => {
  await app.register(eventsRoutes);
  await app.register(attendanceRoutes);
  await app.register(socialRoutes);
  await app.register(calendarRoutes);
};
