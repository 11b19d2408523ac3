import {
  RACE_DISTANCE_KM,
  type PaceRange,
  type PaceZone,
  type PlanGoalDistance,
  type TrainingPaces,
  type WorkoutBlock,
  type WorkoutStructure,
  type WorkoutType,
} from '@stride/contracts';
import { marathonPaceCapKm } from './coach-caps.ts';
import { slowerRange } from './paces.ts';
import type { SessionKind } from './types.ts';

/** The shortest run worth lacing up for; shorter budgets become rest days. */
export const MIN_RUN_KM = 2;

export const SESSION_TYPE: Record<SessionKind, WorkoutType> = {
  easy: 'easy',
  easy_strides: 'easy',
  recovery: 'recovery',
  long: 'long',
  long_mp: 'long',
  tempo: 'tempo',
  cruise: 'tempo',
  vo2: 'intervals',
  reps: 'intervals',
  mp: 'marathon_pace',
  sharpen: 'intervals',
  race: 'race',
};

const QUALITY_SESSIONS: ReadonlySet<SessionKind> = new Set([
  'tempo',
  'cruise',
  'vo2',
  'reps',
  'mp',
  'sharpen',
]);
export const isQuality = (kind: SessionKind) => QUALITY_SESSIONS.has(kind);
/** Sessions that make a day hard: the long run, quality sessions and the race. */
export const isHard = (kind: SessionKind) =>
  QUALITY_SESSIONS.has(kind) || kind === 'long' || kind === 'long_mp' || kind === 'race';

export interface SessionContext {
  paces: TrainingPaces;
  goalDistance: PlanGoalDistance;
  /** The week's designed volume: Daniels limits each kind of quality work to a share of it. */
  weekKm: number;
  /** 1 normally; above 1 on eased days (paces that much slower). */
  paceFactor: number;
}

export interface BuiltSession {
  /** The session actually built: a gentler one when the asked-for one did not fit. */
  session: SessionKind;
  type: WorkoutType;
  paceZone: PaceZone;
  paceRange: PaceRange;
  structure: WorkoutStructure;
  distanceKm: number;
  estimatedDurationSec: number;
}

const floor1 = (km: number) => Math.floor(km * 10 + 1e-9) / 10;
const zoneRange = (ctx: SessionContext, zone: PaceZone) => slowerRange(ctx.paces.zones[zone], ctx.paceFactor);
const mid = (r: PaceRange) => (r.fastSecPerKm + r.slowSecPerKm) / 2;

function block(
  ctx: SessionContext,
  count: number,
  distanceM: number,
  zone: PaceZone,
  recovery: { sec?: number; m?: number } = {},
): WorkoutBlock {
  return {
    count,
    distanceM: Math.round(distanceM),
    zone,
    paceRange: zoneRange(ctx, zone),
    recoverySec: count > 1 && recovery.sec ? recovery.sec : null,
    recoveryDistanceM: count > 1 && recovery.m ? recovery.m : null,
  };
}

/** Kilometres jogged between repeats: a set distance, or the time at recovery pace. */
function jogKm(b: WorkoutBlock, ctx: SessionContext): number {
  if (b.count < 2) return 0;
  if (b.recoveryDistanceM) return ((b.count - 1) * b.recoveryDistanceM) / 1000;
  if (b.recoverySec) return ((b.count - 1) * b.recoverySec) / mid(zoneRange(ctx, 'recovery'));
  return 0;
}

export function structureKm(s: WorkoutStructure, ctx: SessionContext): number {
  return (
    s.warmupKm +
    s.cooldownKm +
    s.blocks.reduce((sum, b) => sum + (b.count * b.distanceM) / 1000 + jogKm(b, ctx), 0)
  );
}

function durationSec(s: WorkoutStructure, ctx: SessionContext): number {
  const easy = mid(zoneRange(ctx, 'easy'));
  let sec = (s.warmupKm + s.cooldownKm) * easy + s.strides * 20;
  for (const b of s.blocks) {
    sec += ((b.count * b.distanceM) / 1000) * mid(b.paceRange);
    sec +=
      b.recoverySec && b.count > 1
        ? (b.count - 1) * b.recoverySec
        : jogKm(b, ctx) * mid(zoneRange(ctx, 'recovery'));
  }
  return Math.round(sec);
}

function finish(
  kind: SessionKind,
  zone: PaceZone,
  structure: WorkoutStructure,
  ctx: SessionContext,
  km?: number,
) {
  return {
    session: kind,
    type: SESSION_TYPE[kind],
    paceZone: zone,
    paceRange: zoneRange(ctx, zone),
    structure,
    distanceKm: km ?? floor1(structureKm(structure, ctx)),
    estimatedDurationSec: durationSec(structure, ctx),
  };
}

const WARMUPS = [2, 1.5, 1] as const;

/** Kilometres of one jog between repeats. */
function oneJogKm(ctx: SessionContext, recovery: { sec?: number; m?: number }): number {
  return recovery.m ? recovery.m / 1000 : (recovery.sec ?? 0) / mid(zoneRange(ctx, 'recovery'));
}

/** Repeats with a warm-up and cool-down: as many repeats as fit (down to `minCount`), warm-up shrinking first. */
function repeats(
  kind: SessionKind,
  budgetKm: number,
  ctx: SessionContext,
  set: {
    zone: PaceZone;
    repM: number;
    count: number;
    minCount: number;
    recovery: { sec?: number; m?: number };
  },
): BuiltSession | null {
  const repKm = set.repM / 1000;
  const jog = oneJogKm(ctx, set.recovery);
  // warm-up + cool-down + n × rep + (n − 1) × jog ≤ budget, solved for n at each warm-up length.
  let best: { count: number; warm: number } | null = null;
  for (const warm of WARMUPS) {
    const fixed = warm + Math.min(warm, 1.5);
    const count = Math.min(set.count, Math.floor((budgetKm - fixed + jog) / (repKm + jog) + 1e-9));
    if (count >= set.minCount && (!best || count > best.count)) best = { count, warm };
  }
  if (!best) return null;
  const structure: WorkoutStructure = {
    warmupKm: best.warm,
    blocks: [block(ctx, best.count, set.repM, set.zone, set.recovery)],
    cooldownKm: Math.min(best.warm, 1.5),
    strides: 0,
  };
  return finish(kind, set.zone, structure, ctx);
}

/** One continuous stretch in a zone between a warm-up and a cool-down, shortened in `step` km to fit. */
function continuous(
  kind: SessionKind,
  budgetKm: number,
  ctx: SessionContext,
  set: { zone: PaceZone; idealKm: number; minKm: number; step: number; cooldownKm: number },
): BuiltSession | null {
  let best: { km: number; warm: number } | null = null;
  for (const warm of WARMUPS) {
    const room = budgetKm - warm - Math.min(warm, set.cooldownKm);
    const km = Math.floor(Math.min(set.idealKm, room) / set.step + 1e-9) * set.step;
    if (km >= set.minKm - 1e-9 && (!best || km > best.km + 1e-9)) best = { km, warm };
  }
  if (!best) return null;
  const structure: WorkoutStructure = {
    warmupKm: best.warm,
    blocks: [block(ctx, 1, best.km * 1000, set.zone)],
    cooldownKm: Math.min(best.warm, set.cooldownKm),
    strides: 0,
  };
  return finish(kind, set.zone, structure, ctx);
}

function steady(kind: SessionKind, zone: PaceZone, budgetKm: number, ctx: SessionContext, strides = 0) {
  const km = floor1(budgetKm);
  if (km < MIN_RUN_KM) return null;
  const structure: WorkoutStructure = {
    warmupKm: 0,
    blocks: [block(ctx, 1, km * 1000, zone)],
    cooldownKm: 0,
    strides,
  };
  return finish(kind, zone, structure, ctx, km);
}

/** Interval repeats last 3 to 5 minutes (Daniels): the rep length whose time at I pace is nearest 4 minutes. */
function intervalRepM(ctx: SessionContext): number {
  const pace = mid(zoneRange(ctx, 'interval'));
  return [800, 1000, 1200].reduce((best, m) =>
    Math.abs((m / 1000) * pace - 240) < Math.abs((best / 1000) * pace - 240) ? m : best,
  );
}

const SHARPENERS: Record<
  PlanGoalDistance,
  { repM: number; count: number; recovery: { sec?: number; m?: number } }
> = {
  '5k': { repM: 400, count: 4, recovery: { m: 400 } },
  '10k': { repM: 800, count: 3, recovery: { sec: 120 } },
  half_marathon: { repM: 1000, count: 3, recovery: { sec: 90 } },
  marathon: { repM: 1000, count: 3, recovery: { sec: 60 } },
};

/**
 * The session of `kind` that fits in `budgetKm`, sized from the week's volume with Daniels' limits
 * (Daniels' Running Formula, ch. 4): threshold running at most 10 % of the week, interval running the
 * lesser of 8 % and 10 km, repetitions the lesser of 5 % and 8 km, marathon pace the lesser of 20 % and
 * 16 km here (Daniels allows 110 minutes or 29 km). Null when even the smallest useful version does not
 * fit. materialize.ts checks the built week against the same limits (coach-caps.ts) once its real size is
 * known.
 */
export function buildSession(kind: SessionKind, budgetKm: number, ctx: SessionContext): BuiltSession | null {
  const week = ctx.weekKm;
  switch (kind) {
    case 'easy':
      return steady(kind, 'easy', budgetKm, ctx);
    case 'easy_strides':
      return steady(kind, 'easy', budgetKm, ctx, 6);
    case 'recovery':
      return steady(kind, 'recovery', budgetKm, ctx);
    case 'long':
      return steady(kind, 'easy', budgetKm, ctx);
    case 'long_mp': {
      const total = floor1(budgetKm);
      const mpKm = Math.floor(Math.min(0.3 * total, 0.2 * week, 12));
      if (mpKm < 4 || total - mpKm < MIN_RUN_KM) return steady('long', 'easy', budgetKm, ctx);
      const structure: WorkoutStructure = {
        warmupKm: 0,
        blocks: [block(ctx, 1, (total - mpKm) * 1000, 'easy'), block(ctx, 1, mpKm * 1000, 'marathon')],
        cooldownKm: 0,
        strides: 0,
      };
      return finish(kind, 'easy', structure, ctx, total);
    }
    case 'tempo': {
      // Continuous threshold running: about 20 minutes at most, within 10 % of the week.
      const twentyMinutesKm = 1200 / mid(zoneRange(ctx, 'threshold'));
      const idealKm = Math.min(0.1 * week, twentyMinutesKm);
      if (idealKm < 1.5) return null;
      return continuous(kind, budgetKm, ctx, {
        zone: 'threshold',
        idealKm,
        minKm: 1.5,
        step: 0.5,
        cooldownKm: 2,
      });
    }
    case 'cruise': {
      // Cruise intervals: threshold repeats with a one-minute jog.
      const totalM = Math.min(0.1 * week, 10) * 1000;
      const repM = totalM >= 4800 ? 1600 : 1000;
      const count = Math.floor(totalM / repM);
      if (count < 3) return null;
      return repeats(kind, budgetKm, ctx, {
        zone: 'threshold',
        repM,
        count,
        minCount: 3,
        recovery: { sec: 60 },
      });
    }
    case 'vo2': {
      const totalM = Math.min(0.08 * week, 10) * 1000;
      const repM = intervalRepM(ctx);
      const count = Math.floor(totalM / repM);
      if (count < 3) return null;
      const repSec = (repM / 1000) * mid(zoneRange(ctx, 'interval'));
      // Jog recoveries no longer than the repeat (Daniels), rounded to half minutes.
      const sec = Math.min(180, Math.max(90, Math.round((repSec * 0.75) / 30) * 30));
      return repeats(kind, budgetKm, ctx, { zone: 'interval', repM, count, minCount: 3, recovery: { sec } });
    }
    case 'reps': {
      const totalM = Math.min(0.05 * week, 8) * 1000;
      const repM = totalM >= 3200 ? 400 : 200;
      const count = Math.floor(totalM / repM);
      if (count < 6) return null;
      // Repetitions: full recovery, an equal distance of easy jogging.
      return repeats(kind, budgetKm, ctx, {
        zone: 'repetition',
        repM,
        count,
        minCount: 6,
        recovery: { m: repM },
      });
    }
    case 'mp': {
      // At most 110 minutes or 29 km of marathon pace (coach-caps.ts), which bites only for slow paces.
      const idealKm = Math.min(0.2 * week, 16, Math.floor(marathonPaceCapKm(ctx.paces, ctx.paceFactor)));
      if (idealKm < 4) return null;
      return continuous(kind, budgetKm, ctx, { zone: 'marathon', idealKm, minKm: 4, step: 1, cooldownKm: 1 });
    }
    case 'sharpen': {
      const s = SHARPENERS[ctx.goalDistance];
      return repeats(kind, budgetKm, ctx, { zone: 'race', ...s, minCount: 2 });
    }
    case 'race': {
      const raceKm = RACE_DISTANCE_KM[ctx.goalDistance];
      const structure: WorkoutStructure = {
        warmupKm: 0,
        blocks: [block(ctx, 1, raceKm * 1000, 'race')],
        cooldownKm: 0,
        strides: 0,
      };
      const built = finish(kind, 'race', structure, ctx, Math.round(raceKm * 10) / 10);
      return { ...built, estimatedDurationSec: ctx.paces.predictedRaceSec };
    }
  }
}

/**
 * The next gentler session when one does not fit the budget or the week's volume (Daniels' limits):
 * intervals become cruise intervals, then a continuous threshold run; then an easy run.
 */
const GENTLER: Partial<Record<SessionKind, SessionKind>> = {
  vo2: 'cruise',
  cruise: 'tempo',
  reps: 'tempo',
  mp: 'tempo',
  long_mp: 'long',
};

/** The session, or the gentlest version of it that fits, or an easy run of the budget, or nothing. */
export function buildSessionOrEasy(
  kind: SessionKind,
  budgetKm: number,
  ctx: SessionContext,
): BuiltSession | null {
  for (let k: SessionKind | undefined = kind; k; k = GENTLER[k]) {
    const built = buildSession(k, budgetKm, ctx);
    if (built) return built;
  }
  return kind === 'race' ? null : buildSession('easy', budgetKm, ctx);
}
