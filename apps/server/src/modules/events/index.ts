// The events module's public surface. Other modules import only this file; the module's routes are
// registered by events.plugin.ts (app.ts). Besides the services' types, a few definitions are shared on
// purpose so every feature asks the same question the same way: who manages a run, and who holds a
// place at one (places.ts; holdsLivePlace for a run that is still on), and who ran one (ranSql, issue 29).
export type { AttendanceService } from './attendance.service.ts';
export { holdsLivePlace } from './attendance.repository.ts';
export type { CalendarService } from './calendar.service.ts';
export type { CheckInService } from './check-in.service.ts';
export type { EventDiscovery } from './discovery.ts';
export type { EventLimits } from './event-limits.ts';
export { isEventManager, managedBy } from './event-managers.ts';
export { holdsPlace, holdsPlaceSql, ranSql } from './places.ts';
export type { EventsService } from './events.service.ts';
export type { SocialService } from './social.service.ts';
