export * from './options.ts';
export * from './api.ts';
export * from './locations.ts';
export * from './event-texts.ts';
export * from './events.ts';
export * from './auth.ts';
export * from './password-strength.ts';
export * from './community.ts';
