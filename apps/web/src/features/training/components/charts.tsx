import type { TrainingStats } from '@stride/contracts';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { formatPace } from '@stride/contracts';

// The analytics charts (uPlot), in their own lazy chunk: the dashboard loads it only when shown.

interface ChartLabels {
  week: string;
  planned: string;
  done: string;
  pace: string;
}

const BLUE = '#2563eb';
const GREEN = '#16a34a';

function useChart(make: (width: number) => uPlot.Options, data: uPlot.AlignedData) {
  const host = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = host.current;
    if (!el) return;
    const chart = new uPlot(make(el.clientWidth || 320), data, el);
    const resize = new ResizeObserver(() => chart.setSize({ width: el.clientWidth || 320, height: 220 }));
    resize.observe(el);
    return () => {
      resize.disconnect();
      chart.destroy();
    };
  }, [make, data]);
  return host;
}

const bars = uPlot.paths.bars!({ size: [0.4, 40] });

/** Weekly volume: planned and done kilometres as bars side by side. */
export function VolumeChart({ stats, labels }: { stats: TrainingStats; labels: ChartLabels }) {
  const data = useMemo<uPlot.AlignedData>(
    () => [
      stats.weeks.map((w) => w.weekNumber),
      stats.weeks.map((w) => w.plannedKm),
      stats.weeks.map((w) => (w.weekNumber <= stats.currentWeek ? w.completedKm : null)),
    ],
    [stats],
  );
  const make = useCallback(
    (width: number): uPlot.Options => ({
      width,
      height: 220,
      legend: { show: true },
      cursor: { show: false },
      scales: { x: { time: false } },
      axes: [{ label: labels.week }, { label: 'km' }],
      series: [
        { label: labels.week },
        { label: labels.planned, stroke: BLUE, fill: `${BLUE}55`, paths: bars, points: { show: false } },
        { label: labels.done, stroke: GREEN, fill: `${GREEN}99`, paths: bars, points: { show: false } },
      ],
    }),
    [labels],
  );
  const host = useChart(make, data);
  return <div ref={host} aria-hidden="true" />;
}

/** Average pace a week (of runs with a time); lower is faster. */
export function PaceChart({ stats, labels }: { stats: TrainingStats; labels: ChartLabels }) {
  const data = useMemo<uPlot.AlignedData>(
    () => [stats.weeks.map((w) => w.weekNumber), stats.weeks.map((w) => w.averagePaceSecPerKm)],
    [stats],
  );
  const make = useCallback(
    (width: number): uPlot.Options => ({
      width,
      height: 220,
      cursor: { show: false },
      scales: { x: { time: false } },
      axes: [
        { label: labels.week },
        { label: labels.pace, values: (_u, ticks) => ticks.map((v) => formatPace(v)) },
      ],
      series: [{ label: labels.week }, { label: labels.pace, stroke: GREEN, width: 2, spanGaps: true }],
    }),
    [labels],
  );
  const host = useChart(make, data);
  return <div ref={host} aria-hidden="true" />;
}
