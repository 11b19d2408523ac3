// The locations module's public surface: Australian localities, looked up by label.
export type { LocationsService } from './locations.service.ts';
