// The profile module's public surface: the runner's own profile and other runners' public profiles.
export type { ProfileService } from './profile.service.ts';
