import type { ChannelName, Recipient, StoredNotice } from '../notice.ts';

/**
 * One way of reaching a runner outside the app. The delivery module queues one job per notice and
 * channel, so a channel that fails is retried on its own. Web push (issue 11) is one more of these,
 * added to the list in services.ts.
 */
export interface DeliveryChannel {
  readonly name: ChannelName;
  /** Sends the notice; answers 'skipped' when this recipient cannot be reached this way. */
  send(recipient: Recipient, notice: StoredNotice): Promise<'sent' | 'skipped'>;
  /** A runner's daily digest (several notices, oldest first) as one message on this channel. */
  sendDigest(recipient: Recipient, notices: StoredNotice[]): Promise<'sent' | 'skipped'>;
}

/** The deployment's channels by name: what delivery and the digest look a job's channel up in. */
export type Channels = ReadonlyMap<string, DeliveryChannel>;

export const channelsByName = (list: DeliveryChannel[]): Channels => new Map(list.map((c) => [c.name, c]));
