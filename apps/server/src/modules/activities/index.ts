// The activities module's public surface: a runner's runs (uploads, by hand, Strava imports).
export type { ActivitiesService, NewRun } from './activities.service.ts';
