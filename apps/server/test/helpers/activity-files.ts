import {
  Encoder,
  Profile,
  type ActivityMesg,
  type FileIdMesg,
  type LapMesg,
  type RecordMesg,
  type SessionMesg,
} from '@garmin/fitsdk';

// Real GPX, TCX and FIT activity files, generated for the tests (issue 27): a run heading north from
// Bondi at an even pace, one point every 10 seconds, with an optional pause standing still.

export interface RunShape {
  start: Date;
  distanceKm: number;
  paceSecPerKm: number;
  /** Seconds standing still halfway (the watch keeps recording): not moving time, not distance. */
  pauseSec?: number;
  heartRate?: number;
  /** Metres climbed evenly over the run. */
  climbM?: number;
  name?: string;
}

interface Point {
  time: Date;
  lat: number;
  lon: number;
  ele: number;
  distanceM: number;
}

const METRES_PER_DEGREE = 111_195;
const STEP_SEC = 10;

export function trackPoints(run: RunShape): Point[] {
  const speed = 1000 / run.paceSecPerKm;
  const total = run.distanceKm * 1000;
  const points: Point[] = [];
  let t = 0;
  let d = 0;
  let paused = false;
  const at = (seconds: number, metres: number): Point => ({
    time: new Date(run.start.getTime() + seconds * 1000),
    lat: -33.89 + metres / METRES_PER_DEGREE,
    lon: 151.274,
    ele: 10 + ((run.climbM ?? 0) * metres) / total,
    distanceM: metres,
  });
  points.push(at(0, 0));
  while (d < total - 1e-6) {
    if (!paused && run.pauseSec && d >= total / 2) {
      for (let s = STEP_SEC; s <= run.pauseSec; s += STEP_SEC) points.push(at(t + s, d));
      t += run.pauseSec;
      paused = true;
    }
    const step = Math.min(speed * STEP_SEC, total - d);
    t += step / speed;
    d += step;
    points.push(at(t, d));
  }
  return points;
}

export function gpxFile(run: RunShape, type = 'running'): string {
  const pts = trackPoints(run)
    .map(
      (p) =>
        `<trkpt lat="${p.lat.toFixed(7)}" lon="${p.lon}"><ele>${p.ele.toFixed(1)}</ele><time>${p.time.toISOString()}</time>` +
        (run.heartRate
          ? `<extensions><gpxtpx:TrackPointExtension><gpxtpx:hr>${run.heartRate}</gpxtpx:hr></gpxtpx:TrackPointExtension></extensions>`
          : '') +
        '</trkpt>',
    )
    .join('');
  return (
    '<?xml version="1.0" encoding="UTF-8"?>' +
    '<gpx version="1.1" creator="Stride tests" xmlns="http://www.topografix.com/GPX/1/1" ' +
    'xmlns:gpxtpx="http://www.garmin.com/xmlschemas/TrackPointExtension/v1">' +
    `<trk><name>${run.name ?? 'Morning Run'}</name><type>${type}</type><trkseg>${pts}</trkseg></trk></gpx>`
  );
}

export function tcxFile(run: RunShape, sport = 'Running'): string {
  const pts = trackPoints(run)
    .map(
      (p) =>
        `<Trackpoint><Time>${p.time.toISOString()}</Time><Position><LatitudeDegrees>${p.lat.toFixed(7)}</LatitudeDegrees>` +
        `<LongitudeDegrees>${p.lon}</LongitudeDegrees></Position><AltitudeMeters>${p.ele.toFixed(1)}</AltitudeMeters>` +
        `<DistanceMeters>${p.distanceM.toFixed(1)}</DistanceMeters>` +
        (run.heartRate ? `<HeartRateBpm><Value>${run.heartRate}</Value></HeartRateBpm>` : '') +
        '</Trackpoint>',
    )
    .join('');
  return (
    '<?xml version="1.0" encoding="UTF-8"?>' +
    '<TrainingCenterDatabase xmlns="http://www.garmin.com/xmlschemas/TrainingCenterDatabase/v2">' +
    `<Activities><Activity Sport="${sport}"><Id>${run.start.toISOString()}</Id>` +
    `<Lap StartTime="${run.start.toISOString()}"><Track>${pts}</Track></Lap></Activity></Activities></TrainingCenterDatabase>`
  );
}

const SEMICIRCLES = 2 ** 31 / 180;
/** A message number of the FIT profile (the SDK types them as a plain record). */
const mesgNum = (name: string): number => {
  const num = Profile.MesgNum[name];
  if (num === undefined) throw new Error(`No FIT message ${name}`);
  return num;
};

/** A FIT activity file as a watch writes it: file id, records, a lap and a session, encoded by Garmin's SDK. */
export function fitFile(run: RunShape, sport: 'running' | 'cycling' = 'running'): Uint8Array {
  const points = trackPoints(run);
  const last = points.at(-1)!;
  const elapsed = (last.time.getTime() - run.start.getTime()) / 1000;
  const moving = elapsed - (run.pauseSec ?? 0);
  const encoder = new Encoder();
  const fileId: FileIdMesg = {
    manufacturer: 'development',
    product: 1,
    timeCreated: run.start,
    type: 'activity',
  };
  encoder.onMesg(mesgNum('FILE_ID'), fileId);
  for (const p of points) {
    const record: RecordMesg = {
      timestamp: p.time,
      positionLat: Math.round(p.lat * SEMICIRCLES),
      positionLong: Math.round(p.lon * SEMICIRCLES),
      distance: p.distanceM,
      altitude: p.ele,
      heartRate: run.heartRate,
    };
    encoder.onMesg(mesgNum('RECORD'), record);
  }
  const summary = {
    timestamp: last.time,
    startTime: run.start,
    totalElapsedTime: elapsed,
    totalTimerTime: moving,
    totalDistance: run.distanceKm * 1000,
    totalAscent: run.climbM ?? 0,
    avgHeartRate: run.heartRate,
    sport,
  };
  const lap: LapMesg = summary;
  const session: SessionMesg = { ...summary, firstLapIndex: 0, numLaps: 1 };
  const activity: ActivityMesg = { timestamp: last.time, numSessions: 1, totalTimerTime: moving };
  encoder.onMesg(mesgNum('LAP'), lap);
  encoder.onMesg(mesgNum('SESSION'), session);
  encoder.onMesg(mesgNum('ACTIVITY'), activity);
  return encoder.close();
}
