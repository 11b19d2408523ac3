// The activities module's public surface: a runner's runs (uploads, by hand, Strava imports).
export type { ActivitiesService, NewRun } from './activities.service.ts';
export type { StravaActivitiesService } from './strava-activities.ts';
export { stravaActivityImportJob, stravaActivityJob } from './strava-activities.jobs.ts';
