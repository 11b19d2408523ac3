import { Decoder, Stream } from '@garmin/fitsdk';
import { gpx, tcx } from '@tmcw/togeojson';
import { DOMParser } from '@xmldom/xmldom';
import { summariseTrack, type TrackPoint, type TrackSummary } from './track.ts';

/*
 * GPX, TCX and FIT activity files (issue 27), read with well-kept libraries: Garmin's FIT SDK and
 * @tmcw/togeojson over @xmldom/xmldom. The run's figures come from its track (haversine over the points,
 * pauses left out); a FIT file's own session summary is used when it has one.
 */

export interface ParsedActivity extends TrackSummary {
  name: string;
  /** Run (every format), TrailRun when the file says trail running. */
  sportType: string;
}

/** What a file is when it is not a run Stride can take. */
export type ParseFailure = 'not_activity' | 'not_run';
export type ParseResult = { ok: true; activity: ParsedActivity } | { ok: false; reason: ParseFailure };

const NOT_ACTIVITY: ParseResult = { ok: false, reason: 'not_activity' };
const NOT_RUN: ParseResult = { ok: false, reason: 'not_run' };

/** Sports named in GPX `<type>`, TCX `Sport` and FIT `sport` that are not runs. */
const OTHER_SPORTS = /bik|cycl|ride|walk|hik|swim|row|ski|paddl|kayak|canoe|skat|golf|yoga|strength/i;

type Position = [number, number, number?];
interface TrackFeature {
  properties?: {
    name?: string;
    type?: string;
    coordinateProperties?: {
      times?: string[] | string[][];
      heart?: Array<number | null> | Array<Array<number | null>>;
    };
  } | null;
  geometry?: { type: string; coordinates: Position[] | Position[][] } | null;
}

function pointsOf(feature: TrackFeature): TrackPoint[] {
  const geometry = feature.geometry;
  const props = feature.properties?.coordinateProperties;
  if (!geometry || !props?.times) return [];
  const lines = (
    geometry.type === 'MultiLineString' ? geometry.coordinates : [geometry.coordinates]
  ) as Position[][];
  const times = (geometry.type === 'MultiLineString' ? props.times : [props.times]) as string[][];
  const hearts = (geometry.type === 'MultiLineString' ? props.heart : [props.heart]) as
    Array<Array<number | null> | undefined> | undefined;
  return lines.flatMap((line, li) =>
    line.map(([lon, lat, ele], i) => ({
      time: Date.parse(times[li]?.[i] ?? ''),
      lat,
      lon,
      ele: ele ?? null,
      heartRate: hearts?.[li]?.[i] ?? null,
      newSegment: li > 0 && i === 0,
    })),
  );
}

function fromXml(text: string): ParseResult {
  let doc: Document;
  try {
    doc = new DOMParser({ onError: () => undefined }).parseFromString(
      text,
      'text/xml',
    ) as unknown as Document;
  } catch {
    return NOT_ACTIVITY;
  }
  const root = doc?.documentElement?.localName;
  let features: TrackFeature[];
  let sport = '';
  if (root === 'gpx') {
    features = gpx(doc).features as unknown as TrackFeature[];
    sport = features.find((f) => f.properties?.type)?.properties?.type ?? '';
  } else if (root === 'TrainingCenterDatabase') {
    features = tcx(doc).features as unknown as TrackFeature[];
    sport = doc.getElementsByTagName('Activity')[0]?.getAttribute('Sport') ?? '';
  } else return NOT_ACTIVITY;
  const points = features.flatMap((f, fi) =>
    pointsOf(f).map((p, i) => (fi > 0 && i === 0 ? { ...p, newSegment: true } : p)),
  );
  const summary = summariseTrack(points);
  if (!summary) return NOT_ACTIVITY;
  if (OTHER_SPORTS.test(sport)) return NOT_RUN;
  const name = features.find((f) => f.properties?.name)?.properties?.name?.trim() ?? '';
  return { ok: true, activity: { ...summary, name, sportType: /trail/i.test(sport) ? 'TrailRun' : 'Run' } };
}

const SEMICIRCLE = 180 / 2 ** 31;

interface FitRecord {
  timestamp?: Date;
  positionLat?: number;
  positionLong?: number;
  distance?: number;
  altitude?: number;
  enhancedAltitude?: number;
  heartRate?: number;
}
interface FitSession {
  sport?: string;
  subSport?: string;
  startTime?: Date;
  totalDistance?: number;
  totalTimerTime?: number;
  totalElapsedTime?: number;
  totalAscent?: number;
  avgHeartRate?: number;
}

function fromFit(bytes: Uint8Array): ParseResult {
  let messages: { recordMesgs?: FitRecord[]; sessionMesgs?: FitSession[] };
  try {
    const decoder = new Decoder(Stream.fromByteArray(bytes));
    if (!decoder.isFIT() || !decoder.checkIntegrity()) return NOT_ACTIVITY;
    const read = decoder.read();
    if (read.errors.length) return NOT_ACTIVITY;
    messages = read.messages as typeof messages;
  } catch {
    return NOT_ACTIVITY;
  }
  const session = messages.sessionMesgs?.[0];
  const sport = `${session?.sport ?? ''} ${session?.subSport ?? ''}`;
  const points: TrackPoint[] = (messages.recordMesgs ?? []).map((r) => ({
    time: r.timestamp instanceof Date ? r.timestamp.getTime() : NaN,
    lat: r.positionLat != null ? r.positionLat * SEMICIRCLE : null,
    lon: r.positionLong != null ? r.positionLong * SEMICIRCLE : null,
    ele: r.enhancedAltitude ?? r.altitude ?? null,
    heartRate: r.heartRate ?? null,
    distance: r.distance ?? null,
  }));
  const track = summariseTrack(points);
  // The watch's own summary when it wrote one (its distance is calibrated); else the track's figures.
  const summary: TrackSummary | null =
    session?.totalDistance && session.totalTimerTime && session.startTime
      ? {
          startedAt: session.startTime,
          distanceKm: Math.round(session.totalDistance) / 1000,
          movingTimeSec: Math.round(track?.movingTimeSec ?? session.totalTimerTime),
          elapsedTimeSec: Math.round(session.totalElapsedTime ?? session.totalTimerTime),
          elevationGainM: session.totalAscent ?? track?.elevationGainM ?? null,
          avgHeartRate: session.avgHeartRate ?? track?.avgHeartRate ?? null,
        }
      : track;
  if (!summary || summary.distanceKm <= 0) return NOT_ACTIVITY;
  if (session?.sport && session.sport !== 'running') return NOT_RUN;
  if (OTHER_SPORTS.test(sport) && !/running/.test(sport)) return NOT_RUN;
  return {
    ok: true,
    activity: { ...summary, name: '', sportType: /trail/i.test(sport) ? 'TrailRun' : 'Run' },
  };
}

/** Reads an uploaded file as GPX, TCX or FIT. */
export function parseActivityFile(bytes: Uint8Array): ParseResult {
  if (bytes.length >= 12 && String.fromCharCode(...bytes.subarray(8, 12)) === '.FIT') return fromFit(bytes);
  const text = new TextDecoder('utf-8', { fatal: false }).decode(bytes);
  if (!/^\s*(<\?xml|<gpx|<TrainingCenterDatabase)/.test(text.replace(/^\uFEFF/, ''))) return NOT_ACTIVITY;
  return fromXml(text.replace(/^\uFEFF/, ''));
}
