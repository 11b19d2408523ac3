export * from './options.ts';
export * from './api.ts';
export * from './locations.ts';
