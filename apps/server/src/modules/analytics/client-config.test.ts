import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { buildTestApp, createTestDatabase, testConfig } from '../../../test/helpers/app.ts';

let database: Database;
let app: FastifyInstance;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(
    { ...testConfig(), mapTileUrl: 'https://tiles.example/{z}/{x}/{y}.png', mapTileAttribution: '© Example' },
    { database },
  );
  await app.ready();
});

afterAll(async () => {
  await app.close();
  await database.close();
});

describe('GET /api/client-config (the one public-config endpoint)', () => {
  it('answers the session hint, analytics id and map tile settings, and nothing else', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/client-config' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      signedIn: false,
      analyticsId: null,
      mapTileUrl: 'https://tiles.example/{z}/{x}/{y}.png',
      mapTileAttribution: '© Example',
    });
    // The tile origin is allowed for images by the CSP.
    expect(res.headers['content-security-policy']).toContain('https://tiles.example');
  });

  it('no longer answers the old second endpoint', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/config/public' })).statusCode).toBe(404);
  });
});
