// The heat map module's public surface: its service (the profile's opt-out clears its cache).
export type { HeatmapService } from './heatmap.service.ts';
