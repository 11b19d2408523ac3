import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildTestApp, createTestDatabase, engine, testConfig } from '../../../test/helpers/app.ts';
import type { Database } from '../../db/client.ts';
import type { FastifyInstance } from 'fastify';
import { EVENT_MESSAGES } from '@stride/contracts';
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
    throw validationError(EVENT_MESSAGES.distances, { distances: [EVENT_MESSAGES.distances] });
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
    expect(res.json()).toEqual({
      error: 'not_found',
      message: 'No such endpoint: GET /api/nope',
      code: 'errors.noSuchEndpoint',
      params: { method: 'GET', path: '/api/nope' },
    });
  });

  it('answers malformed JSON with a 400', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: 'invalid_json',
      message: 'The request body is not valid JSON',
      code: 'errors.invalidJson',
    });
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
    // A message outside the contracts' registry passes as it is, under the generic code.
    expect(res.json()).toEqual({
      error: 'validation_error',
      message: 'Name is required',
      code: 'errors.invalidValue',
      fields: { name: ['Name is required'] },
      fieldCodes: { name: [{ code: 'errors.invalidValue' }] },
    });
  });

  it('gives validation messages their codes and parameters beside the English', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: {
        name: 'x'.repeat(101),
        email: 'not-an-address',
        subject: 'Hi',
        message: 'Hello there, Stride',
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: 'validation_error',
      message: 'Name must be at most 100 characters',
      code: 'contact.nameTooLong',
      params: { max: 100 },
      fields: {
        name: ['Name must be at most 100 characters'],
        email: ['Please enter a valid e-mail address'],
      },
      fieldCodes: {
        name: [{ code: 'contact.nameTooLong', params: { max: 100 } }],
        email: [{ code: 'contact.emailInvalid' }],
      },
    });
  });

  it("gives a service's errors their codes", async () => {
    const res = await app.inject({ url: '/api/events/2147483000' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'not_found', message: 'Event Not Found', code: 'events.notFound' });
  });

  it('passes typed application errors through', async () => {
    const res = await app.inject({ url: '/api/test/app-error' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: 'Please select at least one distance option',
      code: 'events.distances',
      fields: { distances: ['Please select at least one distance option'] },
      fieldCodes: { distances: [{ code: 'events.distances' }] },
    });
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
    expect(res.json()).toEqual({
      error: 'unauthorized',
      message: 'Please sign in to continue',
      code: 'errors.signInRequired',
    });
  });
});
