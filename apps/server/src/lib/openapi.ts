import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@stride/contracts';
import { z } from 'zod';

type Security = Array<Record<string, string[]>>;
const SIGNED_IN: Security = [{ session: [] }];
/** Anyone; a signed-in runner's cookie changes what they see (their own status, hidden fields). */
const EITHER: Security = [{}, { session: [] }];
const ANYONE: Security = [];

/**
 * Who may call a route, as the document declares it (issue 28): a route whose handler asks for the
 * runner (requireUser) needs the session cookie; one that reads request.user answers anyone, better
 * for a runner; of the rest, those documenting a 401 (their service asks) need it, the others are public. The openapi-lint test checks each
 * declaration against what the route answers without a cookie.
 */
export function securityOf(route: Pick<RouteOptions, 'handler' | 'schema'>): Security {
  const source = String(route.handler);
  const responses = (route.schema?.response ?? {}) as Record<string, unknown>;
  if (/\brequireUser\(/.test(source)) return SIGNED_IN;
  if (/\brequest\.user\b/.test(source)) return EITHER;
  return '401' in responses ? SIGNED_IN : ANYONE;
}

/** `getEventsIdJoin` from GET /api/events/{id}/join: unique, because method and path are. */
export function operationIdOf(method: string, url: string): string {
  const words = url
    .replace(/^\/api\//, '')
    .split(/[/:{}\-.]+/)
    .filter(Boolean);
  return method.toLowerCase() + words.map((w) => w[0]!.toUpperCase() + w.slice(1)).join('');
}

/** Every path answers 400 when its address is not valid URL encoding (errors.ts, frameworkErrors). */
const MALFORMED_ADDRESS = {
  description: 'The address is not valid URL encoding',
  ...z.toJSONSchema(apiErrorSchema, { target: 'openapi-3.0' }),
};

interface Operation {
  parameters?: Array<{ in: string; name: string; description?: string }>;
}
type Paths = Record<string, Record<string, Operation>>;

/**
 * Paths that differ only in their parameters' names (GET /api/news/{slug} reads an article by slug,
 * PATCH /api/news/{id} edits it by id) are one URL template to OpenAPI: they become one path whose
 * parameter each operation describes ({slugOrId}).
 */
export function mergeSameTemplates(paths: Paths): Paths {
  const names = (path: string) => [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]!);
  const merged: Paths = {};
  const byTemplate = new Map<string, string>();
  for (const [path, operations] of Object.entries(paths)) {
    const template = path.replace(/\{[^}]+\}/g, '{}');
    const earlier = byTemplate.get(template);
    if (!earlier) {
      byTemplate.set(template, path);
      merged[path] = operations;
      continue;
    }
    const [a, b] = [names(earlier), names(path)];
    const joined = a.map((n, i) => (n === b[i] ? n : `${n}Or${b[i]![0]!.toUpperCase()}${b[i]!.slice(1)}`));
    const rename = (ops: Record<string, Operation>, from: string[]) =>
      Object.fromEntries(
        Object.entries(ops).map(([method, op]) => [
          method,
          {
            ...op,
            parameters: op.parameters?.map((p) => {
              const i = p.in === 'path' ? from.indexOf(p.name) : -1;
              if (i === -1 || from[i] === joined[i]) return p;
              return {
                ...p,
                name: joined[i]!,
                description: p.description ?? `For this operation: the ${from[i]}`,
              };
            }),
          },
        ]),
      );
    let position = 0;
    const target = earlier.replace(/\{[^}]+\}/g, () => `{${joined[position++]}}`);
    const first = merged[earlier]!;
    delete merged[earlier];
    byTemplate.set(template, target);
    merged[target] = { ...rename(first, a), ...rename(operations, b) };
  }
  return merged;
}

/** OpenAPI document at /api/openapi.json and a browsable docs page at /api/docs. */
export async function registerOpenApi(app: FastifyInstance, sessionCookie: string): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Stride API',
        description: 'The running community for Australian runners',
        version: '1.0.0',
        license: {
          name: 'Proprietary: © Stride, all rights reserved',
          url: `${app.config.publicUrl}/terms-of-service`,
        },
      },
      // Relative: the document describes the instance that serves it.
      servers: [{ url: '/', description: 'This Stride instance' }],
      components: {
        securitySchemes: {
          session: {
            type: 'apiKey',
            in: 'cookie',
            name: sessionCookie,
            description: 'The session cookie that signing in sets (httpOnly; same-origin requests only)',
          },
        },
      },
      security: SIGNED_IN,
    },
    transform: (input) => {
      const { schema = {}, url } = jsonSchemaTransform(input);
      const method = Array.isArray(input.route.method) ? input.route.method[0]! : input.route.method;
      const responses = (schema.response ?? {}) as Record<string, unknown>;
      const has4xx = Object.keys(responses).some((status) => status.startsWith('4'));
      return {
        url,
        schema: {
          ...schema,
          operationId: operationIdOf(method, url),
          security: securityOf(input.route),
          response: has4xx ? responses : { ...responses, 400: MALFORMED_ADDRESS },
        },
      };
    },
    transformObject: (documents) => {
      const doc = 'openapiObject' in documents ? documents.openapiObject : documents.swaggerObject;
      return { ...doc, paths: mergeSameTemplates((doc.paths ?? {}) as Paths) } as typeof doc;
    },
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
}
