/** Colour steps of the heat map by distinct runners in a cell, lowest first (5 is the least shown). */
export const HEAT_STEPS = [
  { from: 5, color: '#fde68a' },
  { from: 10, color: '#fb923c' },
  { from: 25, color: '#ef4444' },
  { from: 50, color: '#9f1239' },
] as const;

export function heatColor(count: number): string {
  let color: string = HEAT_STEPS[0].color;
  for (const step of HEAT_STEPS) if (count >= step.from) color = step.color;
  return color;
}
