// The health module has nothing other modules use: only its route, which app.ts registers.
export { healthRoutes } from './health.routes.ts';
