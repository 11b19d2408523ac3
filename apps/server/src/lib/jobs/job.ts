import type { z } from 'zod';

/** How a failed run is retried: up to `limit` more times, `delaySeconds` apart (doubling with backoff). */
export interface RetryPolicy {
  limit: number;
  delaySeconds: number;
  backoff: boolean;
}

/**
 * One kind of background work: its queue name, the payload it carries (checked when it is sent and
 * again when it runs, since a job can outlive a deploy), how it is retried, and optionally when it
 * recurs. Each feature declares its jobs in its own `<feature>.jobs.ts`; the composition root
 * (services.ts) gives each one its handler.
 */
export interface JobDefinition<T> {
  /** Queue name: `<feature>-<what>`, lower case with hyphens. Never rename one with jobs waiting. */
  readonly name: string;
  readonly data: z.ZodType<T>;
  readonly retry: RetryPolicy;
  /** How long one run may take before it counts as failed (and is retried). */
  readonly expireInSeconds: number;
  /**
   * 'standard': every send is a job. 'stately': at most one waiting job per singletonKey (a second send
   * with the same key while the first waits is dropped and answers null), e.g. one reminder per runner
   * and event.
   */
  readonly policy: 'standard' | 'stately';
  /** A cron expression (UTC) for recurring work: each slot runs once across every instance. */
  readonly cron?: string | undefined;
}

export function defineJob<S extends z.ZodType>(definition: {
  name: string;
  data: S;
  retry?: Partial<RetryPolicy>;
  expireInSeconds?: number;
  policy?: 'standard' | 'stately';
  cron?: string;
}): JobDefinition<z.output<S>> {
  if (!/^[a-z][a-z0-9-]{1,48}$/.test(definition.name)) throw new Error(`Bad job name: ${definition.name}`);
  return {
    name: definition.name,
    data: definition.data as z.ZodType<z.output<S>>,
    retry: { limit: 5, delaySeconds: 30, backoff: true, ...definition.retry },
    expireInSeconds: definition.expireInSeconds ?? 5 * 60,
    policy: definition.policy ?? 'standard',
    cron: definition.cron,
  };
}

/** What a handler learns about the run besides its payload. */
export interface JobRun {
  id: string;
  /** 0 on the first run, then 1, 2… on retries. */
  retryCount: number;
}

export type JobHandler<T> = (data: T, run: JobRun) => Promise<void>;

export interface SendOptions {
  /** Run no earlier than this. */
  startAfter?: Date;
  /** Names the job so it can be cancelled or moved later (and, for 'stately' jobs, kept unique). */
  singletonKey?: string;
  /** Overrides the definition's retry policy for this job. */
  retry?: Partial<RetryPolicy>;
}

/** A job still waiting to run (created or retrying), as tests and features may inspect it. */
export interface WaitingJob<T> {
  id: string;
  state: 'created' | 'retry' | 'active';
  startAfter: Date;
  singletonKey: string | null;
  data: T;
}
