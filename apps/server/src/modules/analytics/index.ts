// The analytics module's public surface: page views and the public client config.
export type { AnalyticsService } from './analytics.service.ts';
