import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/helpers/app.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

async function search(q: string, extra = '') {
  const res = await ctx.app.inject({ url: `/api/locations/search?q=${encodeURIComponent(q)}${extra}` });
  expect(res.statusCode).toBe(200);
  return res.json<
    { value: string; label: string; state: string; postcode: string; lat: number; lng: number }[]
  >();
}

describe('GET /api/locations/search', () => {
  it('finds a suburb by name prefix with a full suggestion', async () => {
    const [first] = await search('Bondi');
    expect(first).toEqual({
      value: 'Bondi, NSW 2026',
      label: 'Bondi, NSW 2026',
      state: 'NSW',
      postcode: '2026',
      lat: expect.closeTo(-33.89, 1),
      lng: expect.closeTo(151.26, 1),
    });
  });

  it('finds multi-word names from a partial second word', async () => {
    const labels = (await search('Bondi Junc')).map((s) => s.label);
    expect(labels[0]).toBe('Bondi Junction, NSW 2022');
  });

  it('finds every locality of a postcode', async () => {
    const labels = (await search('2026')).map((s) => s.label);
    expect(labels).toEqual(
      expect.arrayContaining(['Bondi, NSW 2026', 'Bondi Beach, NSW 2026', 'Tamarama, NSW 2026']),
    );
    expect(labels.every((l) => l.endsWith('2026'))).toBe(true);
  });

  it('forgives a typo with trigram matching', async () => {
    const labels = (await search('bondy')).map((s) => s.label);
    expect(labels).toContain('Bondi, NSW 2026');
  });

  it('ranks exact-prefix city suburbs first, ignoring case', async () => {
    const labels = (await search('st kilda')).map((s) => s.label);
    expect(labels[0]).toBe('St Kilda, VIC 3182');
  });

  it('ranks exact and prefix matches of the name before other words and look-alikes', async () => {
    const bondi = (await search('Bondi')).map((s) => s.label);
    expect(bondi.slice(0, 3)).toEqual([
      'Bondi, NSW 2026',
      'Bondi Beach, NSW 2026',
      'Bondi Junction, NSW 2022',
    ]);
    // The text as a later word comes right after the prefix matches, before any look-alike.
    expect((await search('Bondi', '&limit=6')).map((s) => s.label)[5]).toBe('North Bondi, NSW 2026');
    const lookAlike = (label: string) => /^Bon(g)? Bon/.test(label);
    const firstLookAlike = bondi.findIndex(lookAlike);
    expect(firstLookAlike === -1 || firstLookAlike > bondi.indexOf('North Bondi, NSW 2026')).toBe(true);
    const coogee = (await search('Coogee')).map((s) => s.label);
    expect(coogee[0]).toMatch(/^Coogee, /);
    const cooee = coogee.findIndex((l) => l.startsWith('Cooee'));
    expect(cooee === -1 || cooee > coogee.findLastIndex((l) => l.startsWith('Coogee'))).toBe(true);
  });

  it('ranks metropolitan places before remote ones', async () => {
    const [first] = await search('Sydney');
    expect(first?.label).toBe('Sydney, NSW 2000');
  });

  it('returns an empty list for fewer than 2 characters after trimming', async () => {
    expect(await search(' b ')).toEqual([]);
    expect(await search('')).toEqual([]);
  });

  it('returns 8 suggestions by default and caps limit at 20', async () => {
    expect(await search('north')).toHaveLength(8);
    expect(await search('north', '&limit=500')).toHaveLength(20);
    expect(await search('north', '&limit=3')).toHaveLength(3);
  });

  it('treats LIKE wildcards as plain text', async () => {
    expect(await search('%%')).toEqual([]);
    expect(await search('__')).toEqual([]);
  });

  it('refuses a non-numeric limit with a field message', async () => {
    const res = await ctx.app.inject({ url: '/api/locations/search?q=bondi&limit=lots' });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.error).toBe('validation_error');
    expect(body.fields.limit).toBeDefined();
  });
});
