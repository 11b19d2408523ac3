// Tables grouped by feature, one file each; drizzle-kit reads them all from here.
export * from './users.ts';
export * from './locations.ts';
export * from './clubs.ts';
export * from './events.ts';
export * from './notifications.ts';
export * from './news.ts';
export * from './newsletter.ts';
export * from './training.ts';
export * from './activities.ts';
export * from './contact.ts';
export * from './analytics.ts';
export * from './platform.ts';
export * from './moderation.ts';
export * from './social.ts';
export * from './strava-clubs.ts';
export * from './buddy-suggestions.ts';
export * from './challenges.ts';
