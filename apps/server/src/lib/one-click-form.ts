import type { FastifyInstance, FastifyPluginAsync } from 'fastify';

/**
 * The fields of an RFC 8058 one-click POST. The RFC lets the mailbox provider send them as
 * multipart/form-data or application/x-www-form-urlencoded; only a flat list of text fields is read
 * (the one that matters is `List-Unsubscribe=One-Click`). Anything malformed gives no fields, which the
 * route's schema then refuses.
 */
export function parseOneClickForm(contentType: string, raw: string): Record<string, string> {
  if (!/^multipart\/form-data\b/i.test(contentType)) {
    return Object.fromEntries(new URLSearchParams(raw));
  }
  const boundary = /;\s*boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType);
  const delimiter = boundary?.[1] ?? boundary?.[2];
  if (!delimiter) return {};
  const fields: Record<string, string> = {};
  for (const part of raw.split(`--${delimiter}`)) {
    const split = /\r?\n\r?\n/.exec(part);
    if (!split) continue;
    const headers = part.slice(0, split.index);
    const name = /content-disposition:\s*form-data;[^\r\n]*?\bname="([^"]*)"/i.exec(headers)?.[1];
    if (name === undefined || /filename=/i.test(headers)) continue;
    fields[name] = part.slice(split.index + split[0].length).replace(/\r?\n$/, '');
  }
  return fields;
}

/**
 * A plugin scope whose routes also take RFC 8058's form bodies (one-click unsubscribe): everywhere
 * else the API takes JSON alone, which is one of its CSRF defences (app.ts), so the parser stays in
 * this scope. Such a route must trust nothing but the signed token in its URL.
 */
export function oneClickScope(routes: (scope: FastifyInstance) => void | Promise<void>): FastifyPluginAsync {
  return async (scope) => {
    scope.addContentTypeParser(
      ['application/x-www-form-urlencoded', 'multipart/form-data'],
      { parseAs: 'string', bodyLimit: 4096 },
      (request, body, done) =>
        done(null, parseOneClickForm(request.headers['content-type'] ?? '', String(body))),
    );
    await routes(scope);
  };
}
