import type { Db } from '../../apps/server/src/db/client.ts';

/** One load-test scenario: a list of requests that each autocannon connection cycles through. */
export interface Scenario {
  name: string;
  /** Whether this scenario needs generated events (skipped when --events 0). */
  needsEvents?: boolean;
  /** Whether this scenario needs generated run clubs (skipped when --clubs 0). */
  needsClubs?: boolean;
  requests: (
    ctx: ScenarioContext,
  ) => Promise<{ method?: string; path: string; headers?: Record<string, string>; body?: string }[]>;
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
