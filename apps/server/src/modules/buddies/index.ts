// The buddies module's public surface: matching runners, training partners and the age rule they share.
export { buddySuggestionsRefreshJob } from './buddies.jobs.ts';
export type { BuddiesService, RunnerChanged } from './buddies.service.ts';
export { ageOn } from './buddy-runner.ts';
export type { TrainingPartnersService } from './training-partners.service.ts';
