import type { HeatmapAnswer, HeatmapCell } from '@stride/contracts';

/**
 * One view's cells from its tiles' answers (missing ones still loading or failed). A coarse cell on a
 * tile edge comes in both tiles' answers with the same count: it is drawn once.
 */
export function mergeTileCells(answers: readonly (HeatmapAnswer | undefined)[]): HeatmapCell[] {
  const cells = new Map<string, HeatmapCell>();
  for (const answer of answers) for (const cell of answer?.cells ?? []) cells.set(cell.h3, cell);
  return [...cells.values()];
}
