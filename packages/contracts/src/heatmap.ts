import { z } from 'zod';

/*
 * Community heat map (issue 11): where the community runs, as H3 hexagon cells counting distinct
 * runners. A cell is shown only with at least HEATMAP_MIN_RUNNERS runners; answers never carry user
 * ids or names.
 */

export const HEATMAP_MIN_RUNNERS = 5;

/** Map zoom levels the heat map answers for (Leaflet's 0 = whole world to 20 = a street). */
export const HEATMAP_ZOOM = { min: 0, max: 20 } as const;

export const HEATMAP_MESSAGES = {
  latitude: 'Latitude must be a number from -90 to 90',
  longitude: 'Longitude must be a number from -180 to 180',
  order: 'South must be below north',
  lngOrder: 'West must be left of east (the map cannot span the 180° meridian)',
  zoom: `Zoom must be a whole number from ${HEATMAP_ZOOM.min} to ${HEATMAP_ZOOM.max}`,
} as const;

const latitude = z.coerce
  .number({ error: HEATMAP_MESSAGES.latitude })
  .min(-90, { error: HEATMAP_MESSAGES.latitude })
  .max(90, { error: HEATMAP_MESSAGES.latitude });
const longitude = z.coerce
  .number({ error: HEATMAP_MESSAGES.longitude })
  .min(-180, { error: HEATMAP_MESSAGES.longitude })
  .max(180, { error: HEATMAP_MESSAGES.longitude });

/** GET /api/heatmap?south&west&north&east&zoom: the map's visible box and zoom. */
export const heatmapQuerySchema = z
  .object({
    south: latitude,
    west: longitude,
    north: latitude,
    east: longitude,
    zoom: z.coerce
      .number({ error: HEATMAP_MESSAGES.zoom })
      .int({ error: HEATMAP_MESSAGES.zoom })
      .min(HEATMAP_ZOOM.min, { error: HEATMAP_MESSAGES.zoom })
      .max(HEATMAP_ZOOM.max, { error: HEATMAP_MESSAGES.zoom }),
  })
  .superRefine((q, ctx) => {
    if (q.south >= q.north)
      ctx.addIssue({ code: 'custom', path: ['north'], message: HEATMAP_MESSAGES.order });
    if (q.west >= q.east)
      ctx.addIssue({ code: 'custom', path: ['east'], message: HEATMAP_MESSAGES.lngOrder });
  });
export type HeatmapQuery = z.output<typeof heatmapQuerySchema>;

/**
 * One hexagon: its H3 index, centre, distinct runners and outline ([lat, lng] corners, 5 decimals,
 * not closed) so the web draws it as a Leaflet polygon without loading an H3 library.
 */
export const heatmapCellSchema = z.object({
  h3: z.string(),
  lat: z.number(),
  lng: z.number(),
  count: z.number().int().min(HEATMAP_MIN_RUNNERS),
  boundary: z.array(z.tuple([z.number(), z.number()])),
});
export type HeatmapCell = z.infer<typeof heatmapCellSchema>;

/** `resolution` is the H3 resolution chosen for the zoom; some cells may be one coarser (merged). */
export const heatmapAnswerSchema = z.object({
  resolution: z.number().int(),
  cells: z.array(heatmapCellSchema),
});
export type HeatmapAnswer = z.infer<typeof heatmapAnswerSchema>;
