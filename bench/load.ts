import autocannon from 'autocannon';
import type { ScenarioRequest } from './scenarios/types.ts';

/**
 * autocannon against `baseUrl` for `duration` seconds: each connection cycles through `requests`, and a
 * request with `next` gets a new path every time it is sent (setupRequest).
 */
export function load(baseUrl: string, requests: ScenarioRequest[], connections: number, duration: number) {
  return autocannon({
    url: baseUrl,
    connections,
    duration,
    requests: requests.map((r) => ({
      method: (r.method ?? 'GET') as 'GET',
      path: r.path,
      headers: r.headers,
      body: r.body,
      ...(r.next ? { setupRequest: (req: autocannon.Request) => ({ ...req, path: r.next!() }) } : {}),
      ...(r.nextRequest
        ? {
            setupRequest: (req: autocannon.Request) =>
              ({ ...req, ...r.nextRequest!() }) as autocannon.Request,
          }
        : {}),
    })),
  });
}
