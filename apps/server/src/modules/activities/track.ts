// Distance, moving time and climb from a recorded track (GPX, TCX or FIT records without a summary).

export interface TrackPoint {
  /** Milliseconds since the epoch. */
  time: number;
  lat: number | null;
  lon: number | null;
  /** Metres. */
  ele: number | null;
  heartRate: number | null;
  /** Metres from the start, when the device recorded it (TCX, FIT); else measured from the positions. */
  distance?: number | null;
  /** Starts a new segment (a paused recording): the gap before it counts for nothing. */
  newSegment?: boolean;
}

export interface TrackSummary {
  startedAt: Date;
  distanceKm: number;
  movingTimeSec: number;
  elapsedTimeSec: number;
  elevationGainM: number | null;
  avgHeartRate: number | null;
}

const EARTH_RADIUS_M = 6_371_008.8;
/** Slower than this between two points (0.5 m/s, over 33 minutes a km) is standing still: a pause. */
export const PAUSE_SPEED_MPS = 0.5;
/** A gap longer than this between two points is a pause whatever the distance (the watch stopped). */
export const PAUSE_GAP_SEC = 60;
/** Climbs smaller than this are GPS and barometer noise. */
export const CLIMB_NOISE_M = 3;

const rad = (deg: number) => (deg * Math.PI) / 180;

/** Great-circle distance in metres (haversine). */
export function haversineM(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const dLat = rad(lat2 - lat1);
  const dLon = rad(lon2 - lon1);
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(rad(lat1)) * Math.cos(rad(lat2)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(a)));
}

/** Metres climbed, ignoring rises under CLIMB_NOISE_M (from the lowest point since the last climb). */
export function elevationGain(elevations: readonly number[]): number {
  let gain = 0;
  let base = elevations[0];
  if (base === undefined) return 0;
  for (const ele of elevations) {
    if (ele < base) base = ele;
    else if (ele - base >= CLIMB_NOISE_M) {
      gain += ele - base;
      base = ele;
    }
  }
  return gain;
}

/**
 * Sums a track: distance over the moving stretches only (a stretch slower than PAUSE_SPEED_MPS, a gap
 * over PAUSE_GAP_SEC or a new segment is a pause, whose GPS drift is not distance), moving time over the
 * same stretches, elapsed time from first to last point. Null when the track has no two timed points
 * or goes nowhere.
 */
export function summariseTrack(points: readonly TrackPoint[]): TrackSummary | null {
  const timed = points.filter((p) => Number.isFinite(p.time)).sort((a, b) => a.time - b.time);
  if (timed.length < 2) return null;
  let distanceM = 0;
  let movingSec = 0;
  for (let i = 1; i < timed.length; i++) {
    const a = timed[i - 1]!;
    const b = timed[i]!;
    const dt = (b.time - a.time) / 1000;
    if (dt <= 0 || b.newSegment || dt > PAUSE_GAP_SEC) continue;
    let d: number | null = null;
    if (a.lat !== null && a.lon !== null && b.lat !== null && b.lon !== null)
      d = haversineM(a.lat, a.lon, b.lat, b.lon);
    else if (a.distance != null && b.distance != null) d = Math.max(0, b.distance - a.distance);
    if (d === null || d / dt < PAUSE_SPEED_MPS) continue;
    distanceM += d;
    movingSec += dt;
  }
  if (distanceM <= 0) return null;
  const elevations = timed.map((p) => p.ele).filter((e): e is number => e !== null && Number.isFinite(e));
  const rates = timed.map((p) => p.heartRate).filter((h): h is number => h !== null && h > 0);
  return {
    startedAt: new Date(timed[0]!.time),
    distanceKm: Math.round(distanceM) / 1000,
    movingTimeSec: Math.round(movingSec),
    elapsedTimeSec: Math.round((timed.at(-1)!.time - timed[0]!.time) / 1000),
    elevationGainM: elevations.length >= 2 ? Math.round(elevationGain(elevations)) : null,
    avgHeartRate: rates.length ? Math.round(rates.reduce((s, h) => s + h, 0) / rates.length) : null,
  };
}
