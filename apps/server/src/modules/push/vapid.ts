import webpush from 'web-push';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { keepSecret, readSecret } from './push.repository.ts';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  subject: string;
}

const SECRET_NAME = 'vapid-keys';

/**
 * The VAPID key pair: VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY when set, else one generated on first use
 * and stored in the database, so every instance signs with the same key and browsers' subscriptions
 * (tied to the public key) survive restarts.
 */
export class Vapid {
  #keys: Promise<VapidKeys> | undefined;

  constructor(
    private readonly db: Db,
    private readonly config: Config['push'],
  ) {}

  keys(): Promise<VapidKeys> {
    this.#keys ??= this.#load().catch((err: unknown) => {
      this.#keys = undefined;
      throw err;
    });
    return this.#keys;
  }

  async #load(): Promise<VapidKeys> {
    const { subject } = this.config;
    if (this.config.publicKey && this.config.privateKey) {
      return { publicKey: this.config.publicKey, privateKey: this.config.privateKey, subject };
    }
    const stored =
      (await readSecret(this.db, SECRET_NAME)) ??
      (await keepSecret(this.db, SECRET_NAME, JSON.stringify(webpush.generateVAPIDKeys())));
    const { publicKey, privateKey } = JSON.parse(stored) as { publicKey: string; privateKey: string };
    return { publicKey, privateKey, subject };
  }
}
