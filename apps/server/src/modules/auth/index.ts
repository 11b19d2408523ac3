// The auth module's public surface: who is asking (the session), checking a password, the OAuth
// providers' tokens and the runner's photo. Other modules import only this file.
export { clearSessionCookie, requireUser } from './auth.plugin.ts';
export { readerTime } from './auth.emails.ts';
export { authEmailJob, purgeExpiredJob } from './auth.jobs.ts';
export type { AuthService } from './auth.service.ts';
export type { OAuthService } from './oauth.service.ts';
export { verifyPassword } from './passwords.ts';
export type { ProfilePhotoService } from './profile-photo.service.ts';
export { SESSION_TTL_MS, type SessionService, type SessionUser } from './sessions.service.ts';
