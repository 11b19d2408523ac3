export * from './users.ts';
export * from './locations.ts';
export * from './events.ts';
export * from './community.ts';
