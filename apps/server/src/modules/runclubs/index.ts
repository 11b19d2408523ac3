// The run clubs module's public surface: clubs, their members and challenges, and the Strava club link and sync.
export { challengesCheckJob } from './challenges.jobs.ts';
export type { ClubChallengesService } from './challenges.service.ts';
export { stravaClubSyncJob, stravaSyncDueJob } from './runclubs.jobs.ts';
export type { RunclubsService } from './runclubs.service.ts';
export type { StravaSyncService } from './strava-sync.service.ts';
export { stravaDeauthorisedJob } from './strava-webhook.jobs.ts';
export type { StravaWebhookService } from './strava-webhook.service.ts';
export { StravaNotConnected, StravaRateLimited, type StravaApi } from './strava-api.ts';
