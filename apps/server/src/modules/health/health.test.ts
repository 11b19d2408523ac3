import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildTestApp, createTestDatabase, engine, testConfig } from '../../../test/helpers/app.ts';
import type { Database } from '../../db/client.ts';
import type { FastifyInstance } from 'fastify';
import { validationError } from '../../lib/errors.ts';

let database: Database;
let app: FastifyInstance;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(testConfig(), { database });
  // Routes that exist only here, to drive the shared error handling.
  app.post(
    '/api/test/echo',
    { schema: { body: z.object({ name: z.string().min(1, 'Name is required') }) } },
    async (req) => req.body,
  );
  app.get('/api/test/crash', async () => {
    throw new Error('connection string postgres://secret@db leaked?');
  });
  app.get('/api/test/app-error', async () => {
    throw validationError('Please select at least one distance option', {
      distances: ['Please select at least one distance option'],
    });
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.close();
});

describe('health and API conventions', () => {
  it('reports the database as healthy', async () => {
    const res = await app.inject({ url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok', database: 'ok', engine });
  });

  it('answers unknown /api paths with a JSON 404, never the web page', async () => {
    const res = await app.inject({ url: '/api/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.json()).toEqual({ error: 'not_found', message: 'No such endpoint: GET /api/nope' });
  });

  it('answers malformed JSON with a 400', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'invalid_json', message: 'The request body is not valid JSON' });
  });

  it('refuses bodies that are not JSON', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'text/plain' },
      payload: 'name=x',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().error).toBe('unsupported_media_type');
  });

  it('reports validation failures per field with the message', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/test/echo', payload: { name: '' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: 'validation_error',
      message: 'Name is required',
      fields: { name: ['Name is required'] },
    });
  });

  it('passes typed application errors through', async () => {
    const res = await app.inject({ url: '/api/test/app-error' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.distances).toEqual(['Please select at least one distance option']);
  });

  it('never leaks internals in a 500', async () => {
    const res = await app.inject({ url: '/api/test/crash' });
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toMatch(/secret|postgres|stack/);
    expect(res.json().error).toBe('internal_error');
  });

  it('sets security headers and a request id', async () => {
    const res = await app.inject({ url: '/api/health', headers: { 'x-request-id': 'abc-123' } });
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBeDefined();
    expect(res.headers['x-request-id']).toBe('abc-123');
  });

  it('publishes an OpenAPI document and a docs page', async () => {
    const doc = await app.inject({ url: '/api/openapi.json' });
    expect(doc.statusCode).toBe(200);
    expect(Object.keys(doc.json().paths)).toEqual(
      expect.arrayContaining(['/api/health', '/api/locations/search']),
    );
    const page = await app.inject({ url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
  });

  it('treats callers without a session as anonymous', async () => {
    const res = await app.inject({ url: '/api/auth/user' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: 'unauthorized', message: 'Please sign in to continue' });
  });
});
