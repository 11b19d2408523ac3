import {
  formatDuration,
  formatPace,
  type PaceRange,
  type PaceZone,
  type WorkoutBlock,
  type WorkoutStructure,
  type WorkoutType,
} from '@stride/contracts';

// The English `description` of a workout, made from the same structure the web translates.

const TITLES: Record<WorkoutType, string> = {
  easy: 'Easy run',
  recovery: 'Recovery run',
  long: 'Long run',
  tempo: 'Threshold run',
  intervals: 'Intervals',
  marathon_pace: 'Marathon-pace run',
  race: 'Race day',
};

const ZONES: Record<PaceZone, string> = {
  recovery: 'recovery pace',
  easy: 'easy pace',
  marathon: 'marathon pace',
  threshold: 'threshold pace',
  interval: 'interval pace',
  repetition: 'repetition pace',
  race: 'race pace',
};

const km = (value: number) => `${Number(value.toFixed(1))} km`;
const pace = (r: PaceRange) => `${formatPace(r.fastSecPerKm)}–${formatPace(r.slowSecPerKm)} /km`;

function recovery(b: WorkoutBlock): string {
  if (b.recoveryDistanceM) return ` with ${b.recoveryDistanceM} m jog`;
  if (!b.recoverySec) return '';
  return b.recoverySec % 60 === 0 ? ` with ${b.recoverySec / 60} min jog` : ` with ${b.recoverySec} s jog`;
}

function blockText(b: WorkoutBlock): string {
  if (b.count === 1) return `${km(b.distanceM / 1000)} at ${ZONES[b.zone]} (${pace(b.paceRange)})`;
  // Short repeats read better as a time per repeat than as a pace per km.
  const fast = (b.paceRange.fastSecPerKm * b.distanceM) / 1000;
  const slow = (b.paceRange.slowSecPerKm * b.distanceM) / 1000;
  const each =
    b.distanceM >= 1000
      ? pace(b.paceRange)
      : slow < 59.5
        ? `${Math.round(fast)}–${Math.round(slow)} s each`
        : `${formatDuration(fast)}–${formatDuration(slow)} each`;
  return `${b.count} × ${b.distanceM} m at ${ZONES[b.zone]} (${each})${recovery(b)}`;
}

export function describeWorkout(type: WorkoutType, s: WorkoutStructure, distanceKm: number): string {
  const strides = s.strides ? ` Finish with ${s.strides} × 20 s strides.` : '';
  const only = s.blocks.length === 1 ? s.blocks[0] : undefined;
  if (only && only.count === 1 && !s.warmupKm && !s.cooldownKm)
    return `${TITLES[type]}: ${blockText(only)}.${strides}`;
  const parts = [
    ...(s.warmupKm ? [`${km(s.warmupKm)} warm-up`] : []),
    ...s.blocks.map(blockText),
    ...(s.cooldownKm ? [`${km(s.cooldownKm)} cool-down`] : []),
  ];
  const joined = s.blocks.length > 1 && !s.warmupKm ? parts.join(', then ') : parts.join(', ');
  return `${TITLES[type]}, ${km(distanceKm)}: ${joined}.${strides}`;
}
