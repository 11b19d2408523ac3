import { isIPv6 } from 'node:net';
import type { FastifyRequest } from 'fastify';
import { routeLimit } from '../../lib/route-limit.ts';

/*
 * Heat-map tiles per minute (issue 25). The page draws a view from at most four tiles (its map is at
 * most 992 × 448 px and a tile 1,024 px across at the zoom it serves), and the browser keeps every tile
 * it fetched for five minutes, so a zoom from the whole country to a street costs about 4 tiles a zoom
 * level (under 90 in all) and a pan 1 to 3 new tiles. A runner panning and zooming flat out, a gesture
 * a second for a minute, stays under 240; these limits sit above that:
 */

/** Per address without a signed-in session (IPv6 per /64, as @fastify/rate-limit counts by default). */
export const ANONYMOUS_TILES_PER_MINUTE = 300;
/** Per signed-in runner, wherever they connect from (an office or a phone network shares addresses). */
export const SIGNED_IN_TILES_PER_MINUTE = 1200;

const MINUTE_MS = 60_000;

/** The address a limit counts by: IPv4 as it is, IPv6 by its /64 (one household or phone). */
export function addressKey(ip: string): string {
  if (!isIPv6(ip)) return ip;
  const bare = ip.toLowerCase().split('%')[0]!;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(bare);
  if (mapped) return mapped[1]!;
  const [head = '', tail] = bare.split('::');
  const first = head ? head.split(':') : [];
  const last = tail ? tail.split(':') : [];
  const groups =
    tail === undefined
      ? first
      : [...first, ...Array<string>(8 - first.length - last.length).fill('0'), ...last];
  return `${groups
    .slice(0, 4)
    .map((g) => parseInt(g, 16).toString(16))
    .join(':')}::/64`;
}

/**
 * The route's rate limit: counted after the session is read (preHandler), per runner when signed in and
 * per address otherwise, in the app's shared counters (one count across instances on PostgreSQL);
 * over it, 429 with Retry-After.
 */
export function heatmapTileLimit() {
  const { rateLimit } = routeLimit(ANONYMOUS_TILES_PER_MINUTE, MINUTE_MS, 'heatmap.tooManyRequests');
  return {
    rateLimit: {
      ...rateLimit,
      hook: 'preHandler' as const,
      keyGenerator: (request: FastifyRequest) =>
        request.user ? `runner:${request.user.id}` : `address:${addressKey(request.ip)}`,
      max: (request: FastifyRequest) =>
        request.user ? SIGNED_IN_TILES_PER_MINUTE : ANONYMOUS_TILES_PER_MINUTE,
    },
  };
}
