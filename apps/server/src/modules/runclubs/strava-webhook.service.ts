import { createHash, timingSafeEqual } from 'node:crypto';
import { isDeauthorisation, type StravaWebhookEvent } from '@stride/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { forbidden } from '../../lib/errors.ts';
import type { JobQueue } from '../../lib/jobs/job-queue.ts';
import type { OAuthService } from '../auth/index.ts';
import { StravaNotConnected, StravaRateLimited, type StravaApi } from './strava-api.ts';
import type { StravaSyncService } from './strava-sync.service.ts';
import { deauthorisedKey, stravaDeauthorisedJob } from './strava-webhook.jobs.ts';

const digest = (value: string) => createHash('sha256').update(value).digest();

/** What runs imported from Strava need from the webhook (the activities module, issue 27). */
export interface StravaActivityListener {
  event(event: StravaWebhookEvent): Promise<void>;
  forget(userId: string): Promise<void>;
}

/**
 * Strava's webhook (issue 9): the subscription's validation, and deauthorisation events. Strava signs
 * nothing it posts, so an event is only a hint: before anything is deleted the job asks Strava with
 * the athlete's own token whether Stride still has access, and acts only when Strava refuses it
 * (docs/decisions/0021-strava-deauthorisation-webhook.md). Activity events go to the runs imported
 * from Strava (the activities module, issue 27), which check each with Strava in the same way.
 */
export class StravaWebhookService {
  constructor(
    private readonly db: Db,
    private readonly config: Config['strava'],
    private readonly jobs: JobQueue,
    private readonly api: StravaApi,
    private readonly oauth: OAuthService,
    private readonly stravaSync: StravaSyncService,
    private readonly log: FastifyBaseLogger,
  ) {}

  #activities: StravaActivityListener | null = null;

  /** Activity events and deauthorisations also reach the runs imported from Strava. */
  forActivities(listener: StravaActivityListener): void {
    this.#activities = listener;
  }

  /** The validation GET: the challenge back when the verify token is ours; 403 otherwise (or when unset). */
  challenge(verifyToken: string, challenge: string): { 'hub.challenge': string } {
    const expected = this.config.webhookVerifyToken;
    // Compared as hashes: equal lengths, in constant time.
    if (!expected || !timingSafeEqual(digest(verifyToken), digest(expected)))
      throw forbidden('strava.verifyToken');
    return { 'hub.challenge': challenge };
  }

  /** One event: answered at once; a deauthorisation of a runner Stride knows queues the check. */
  async receive(event: StravaWebhookEvent): Promise<void> {
    const subscription = this.config.webhookSubscriptionId;
    if (subscription && event.subscription_id !== subscription) throw forbidden('strava.otherSubscription');
    if (event.object_type === 'activity') return this.#activities?.event(event);
    if (!isDeauthorisation(event)) return;
    // For athlete events object_id and owner_id are both the athlete; they must agree.
    if (event.object_id !== event.owner_id) return;
    if (!(await this.oauth.stravaRunner(event.owner_id))) return;
    await this.jobs.send(
      this.db,
      stravaDeauthorisedJob,
      { athleteId: event.owner_id },
      { singletonKey: deauthorisedKey(event.owner_id) },
    );
  }

  /**
   * The job: when Strava no longer honours the runner's tokens, every club they linked loses its link
   * and imported events, and the tokens go. When Strava still answers, the event was not Strava's (or
   * the runner signed in with Strava again since): nothing changes.
   */
  async deauthorised({ athleteId }: { athleteId: string }): Promise<void> {
    const userId = await this.oauth.stravaRunner(athleteId);
    if (!userId) return;
    try {
      await this.api.athlete(userId);
      this.log.warn({ athleteId }, 'Strava deauthorisation event ignored: Strava still grants access');
      return;
    } catch (err) {
      if (err instanceof StravaRateLimited) {
        await this.jobs.send(
          this.db,
          stravaDeauthorisedJob,
          { athleteId },
          { startAfter: err.retryAt, singletonKey: deauthorisedKey(athleteId) },
        );
        return;
      }
      // Anything but "not connected" (Strava down, 5xx) fails the job: it is retried, nothing deleted.
      if (!(err instanceof StravaNotConnected)) throw err;
    }
    await this.stravaSync.forgetRunner(userId);
    await this.#activities?.forget(userId);
    await this.oauth.dropStravaTokens(userId);
  }
}
