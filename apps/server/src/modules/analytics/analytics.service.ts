import type { PageViewInput } from '@stride/contracts';
import type { Db } from '../../db/client.ts';
import { insertPageView } from './analytics.repository.ts';

// Crawlers, previewers and headless tools: their views say nothing about runners.
const BOT =
  /bot|crawl|spider|slurp|preview|facebookexternalhit|headless|lighthouse|curl|wget|python-requests/i;

/** Keeps only the origin and path of an external referrer: query strings can carry personal data. */
export function cleanReferrer(referrer: string | undefined): string | null {
  if (!referrer) return null;
  try {
    const url = new URL(referrer);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    return `${url.origin}${url.pathname}`.slice(0, 300);
  } catch {
    return null;
  }
}

/**
 * First-party page views: path, referrer and language only. No cookie is read or set, no user id, IP
 * address or user agent is stored, and the path loses its query string.
 */
export class AnalyticsService {
  constructor(private readonly db: Db) {}

  async recordView(userAgent: string | undefined, view: PageViewInput): Promise<void> {
    if (!userAgent || BOT.test(userAgent)) return;
    await insertPageView(this.db, {
      path: view.path.split(/[?#]/)[0]!.slice(0, 300),
      referrer: cleanReferrer(view.referrer),
      language: view.language?.slice(0, 10) ?? null,
    });
  }
}
