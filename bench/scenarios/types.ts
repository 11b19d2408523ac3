import type { Db } from '../../apps/server/src/db/client.ts';

/** One load-test scenario: a list of requests that each autocannon connection cycles through. */
export interface Scenario {
  name: string;
  /** Whether this scenario needs generated events (skipped when --events 0). */
  needsEvents?: boolean;
  /** Whether this scenario needs generated run clubs (skipped when --clubs 0). */
  needsClubs?: boolean;
  /**
   * False when a second of the scenario before it is measured would change what is measured (first
   * visits would become return visits). Otherwise that second warms the server up for it: its prepared
   * statements planned on every pooled connection, its code compiled.
   */
  warmUp?: boolean;
  requests: (ctx: ScenarioContext) => Promise<ScenarioRequest[]>;
}

export interface ScenarioRequest {
  method?: string;
  path: string;
  headers?: Record<string, string>;
  body?: string;
  /** Called for every request sent: a new path each time (autocannon's setupRequest). */
  next?: () => string;
  /** Called for every request sent: a whole new request (method, path, headers, body) each time. */
  nextRequest?: () => Partial<Omit<ScenarioRequest, 'next' | 'nextRequest'>>;
}

export interface ScenarioContext {
  baseUrl: string;
  /** Runs SQL against the benchmark database (e.g. to pick real ids). */
  query: <T>(sql: string) => Promise<T[]>;
  events: number;
  /** The benchmark database, for scenarios that prepare rows through the app's own services. */
  db: Db;
  clubs: number;
}
