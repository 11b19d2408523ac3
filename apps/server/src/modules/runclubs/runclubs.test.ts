import { runclubCardSchema, type RunclubCard } from '@stride/contracts';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { localDate } from '../../lib/timezones.ts';
import { createTestApp, type TestContext } from '../../../test/helpers/app.ts';
import { signedInUser } from '../../../test/helpers/factories.ts';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'stride-clubs-'));
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ DATA_DIR: dataDir });
});
afterAll(() => ctx.close());

const validClub = (overrides: Record<string, unknown> = {}) => ({
  name: 'Bondi Beach Runners',
  description: 'Sunrise runs along the coast.',
  location: 'Bondi, NSW 2026',
  runDays: ['saturday', 'wednesday'],
  distances: ['5k', '10k'],
  abilityLevels: ['all_welcome'],
  annualCost: 45.5,
  comments: 'Coffee after.',
  ...overrides,
});

async function createClub(headers: Record<string, string>, overrides: Record<string, unknown> = {}) {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/runclubs',
    headers,
    payload: validClub(overrides),
  });
  expect(res.statusCode).toBe(201);
  return res.json<{ id: number; name: string }>();
}

const inDays = (n: number) => localDate(new Date(Date.now() + n * 86400000), 'Australia/Sydney');

describe('POST /api/runclubs', () => {
  it('creates a club with the creator as owner and lat/lng from the locality', async () => {
    const { headers, user } = await signedInUser(ctx.database.db, { firstName: 'Olive' });
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/runclubs',
      headers,
      // lat/lng from the client are ignored (not in the schema).
      payload: { ...validClub(), lat: 0, lng: 0 },
    });
    expect(res.statusCode).toBe(201);
    const club = res.json();
    expect(club).toMatchObject({
      name: 'Bondi Beach Runners',
      location: 'Bondi, NSW 2026',
      runDays: ['saturday', 'wednesday'],
      annualCost: '45.50',
      memberCount: 1,
      viewerRole: 'owner',
      status: 'active',
      lat: expect.closeTo(-33.89, 1),
      lng: expect.closeTo(151.26, 1),
    });
    expect(club.members).toEqual([
      { id: user.id, firstName: 'Olive', lastName: user.lastName, profileImageUrl: null, role: 'owner' },
    ]);
  });

  it('requires sign-in', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/runclubs', payload: validClub() });
    expect(res.statusCode).toBe(401);
  });

  it('checks the location as the spec says, and changes nothing', async () => {
    const { headers } = await signedInUser(ctx.database.db);
    const cases: [unknown, string][] = [
      [undefined, 'Location is required'],
      ['   ', 'Location is required'],
      [`Bondi, ${'x'.repeat(200)}`, 'Location is too long'],
      ['Bondi NSW 2026', 'Please select a valid location from the dropdown options'],
      ['Atlantis, NSW 9999', 'Please select a location from the dropdown'],
    ];
    for (const [location, message] of cases) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/runclubs',
        headers,
        payload: validClub({ name: 'Nowhere Club', location }),
      });
      expect(res.statusCode, String(location)).toBe(400);
      expect(res.json().fields.location).toContain(message);
    }
    const list = await ctx.app.inject({ url: '/api/runclubs?q=nowhere' });
    expect(list.json().clubs).toEqual([]);
  });

  it('trims the location and refuses bad names, costs and options', async () => {
    const { headers } = await signedInUser(ctx.database.db);
    const trimmed = await createClub(headers, { name: 'Trim Club', location: '  Bondi, NSW 2026  ' });
    expect(trimmed).toMatchObject({ location: 'Bondi, NSW 2026' });
    for (const [extra, field, message] of [
      [{ name: ' ' }, 'name', 'Club name is required'],
      [{ annualCost: -1 }, 'annualCost', 'Annual cost must be between 0 and 99,999,999.99'],
      [{ runDays: ['someday'] }, 'runDays.0', 'Please choose days of the week'],
    ] as const) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/runclubs',
        headers,
        payload: validClub(extra),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().fields[field]).toContain(message);
    }
  });
});

describe('GET /api/runclubs', () => {
  it('finds clubs near a point, nearest first, with filters, name search and paging', async () => {
    const { headers } = await signedInUser(ctx.database.db);
    await createClub(headers, {
      name: 'Coogee Café Crew',
      location: 'Coogee, NSW 2034',
      runDays: ['sunday'],
    });
    await createClub(headers, {
      name: 'Manly Milers',
      location: 'Manly, NSW 2095',
      abilityLevels: ['advanced'],
    });
    await createClub(headers, { name: 'Fitzroy Flyers', location: 'Fitzroy, VIC 3065' });

    const near = await ctx.app.inject({ url: '/api/runclubs?lat=-33.8915&lng=151.2767&radiusKm=20' });
    expect(near.statusCode).toBe(200);
    const clubs = near.json().clubs as { name: string; distanceKm: number }[];
    const names = clubs.map((c) => c.name);
    expect(names).toContain('Coogee Café Crew');
    expect(names).toContain('Manly Milers');
    expect(names).not.toContain('Fitzroy Flyers');
    expect(clubs.map((c) => c.distanceKm)).toEqual([...clubs.map((c) => c.distanceKm)].sort((a, b) => a - b));
    // The database builds the cards: exactly the contract's fields, and the same values the club page shows.
    for (const card of near.json().clubs) {
      runclubCardSchema.strict().parse(card);
      const { distanceKm, ...same } = card as RunclubCard;
      expect(Math.round(distanceKm! * 100) / 100).toBe(distanceKm);
      const page = (await ctx.app.inject({ url: `/api/runclubs/${card.id}` })).json();
      expect(page).toMatchObject(same);
    }
    for (const card of (await ctx.app.inject({ url: '/api/runclubs?q=manly' })).json().clubs)
      expect(runclubCardSchema.strict().parse(card).distanceKm).toBeNull();

    const accent = await ctx.app.inject({ url: '/api/runclubs?q=CAFE%20crew' });
    expect(accent.json().clubs.map((c: { name: string }) => c.name)).toEqual(['Coogee Café Crew']);
    const sunday = await ctx.app.inject({ url: '/api/runclubs?lat=-33.8915&lng=151.2767&runDay=sunday' });
    expect(sunday.json().clubs.map((c: { name: string }) => c.name)).toEqual(['Coogee Café Crew']);
    const advanced = await ctx.app.inject({ url: '/api/runclubs?abilityLevel=advanced' });
    expect(advanced.json().clubs.map((c: { name: string }) => c.name)).toEqual(['Manly Milers']);

    const first = (
      await ctx.app.inject({ url: '/api/runclubs?lat=-33.8915&lng=151.2767&radiusKm=20&limit=1' })
    ).json();
    expect(first.clubs).toHaveLength(1);
    const second = (
      await ctx.app.inject({
        url: `/api/runclubs?lat=-33.8915&lng=151.2767&radiusKm=20&limit=1&cursor=${first.nextCursor}`,
      })
    ).json();
    expect(second.clubs[0].name).toBe(clubs[1]!.name);
  });

  it('pages through clubs sharing one suburb, each once, in distance then id order', async () => {
    const { headers } = await signedInUser(ctx.database.db);
    const made: number[] = [];
    // Clubs take their suburb's point, so every club of a suburb is the same distance away.
    for (const name of ['Glebe Gazelles', 'Glebe Greyhounds', 'Glebe Grinders', 'Glebe Gallopers'])
      made.push((await createClub(headers, { name, location: 'Glebe, NSW 2037' })).id);
    const seen: number[] = [];
    let cursor: string | null = null;
    do {
      const page = (
        await ctx.app.inject({
          url: `/api/runclubs?lat=-33.8797&lng=151.1853&radiusKm=5&limit=1${cursor ? `&cursor=${cursor}` : ''}`,
        })
      ).json() as { clubs: { id: number }[]; nextCursor: string | null };
      seen.push(...page.clubs.map((c) => c.id));
      cursor = page.nextCursor;
    } while (cursor && seen.length < 50);
    const glebe = seen.filter((id) => made.includes(id));
    expect(glebe).toEqual([...made].sort((a, b) => a - b));
    expect(new Set(seen).size).toBe(seen.length);
  });

  it('refuses bad queries with 400', async () => {
    for (const query of ['lat=-33.9', 'radiusKm=7&lat=1&lng=1', 'runDay=someday', 'cursor=zzz']) {
      const res = await ctx.app.inject({ url: `/api/runclubs?${query}` });
      expect(res.statusCode, query).toBe(400);
    }
  });

  it('leaves hidden and archived clubs out of every public answer', async () => {
    const { headers } = await signedInUser(ctx.database.db);
    const hidden = await createClub(headers, { name: 'Hidden Harriers' });
    const archived = await createClub(headers, { name: 'Archived Athletics' });
    await ctx.database.db.execute(sql`update runclubs set hidden_at = now() where id = ${hidden.id}`);
    const del = await ctx.app.inject({ method: 'DELETE', url: `/api/runclubs/${archived.id}`, headers });
    expect(del.json()).toEqual({ archived: true });
    for (const q of ['hidden', 'archived']) {
      expect((await ctx.app.inject({ url: `/api/runclubs?q=${q}` })).json().clubs).toEqual([]);
    }
    expect((await ctx.app.inject({ url: `/api/runclubs/${hidden.id}` })).statusCode).toBe(404);
    expect((await ctx.app.inject({ url: `/api/runclubs/${archived.id}` })).statusCode).toBe(404);
    expect(
      (await ctx.app.inject({ url: '/api/runclubs/mine', headers }))
        .json()
        .map((c: { name: string }) => c.name),
    ).not.toContain('Hidden Harriers');
  });
});

describe('membership and roles', () => {
  it('joins, leaves, and keeps the owner until ownership is handed over', async () => {
    const owner = await signedInUser(ctx.database.db);
    const runner = await signedInUser(ctx.database.db, { firstName: 'Rita' });
    const club = await createClub(owner.headers, { name: 'Join Test Club' });

    const join = await ctx.app.inject({
      method: 'POST',
      url: `/api/runclubs/${club.id}/join`,
      headers: runner.headers,
    });
    expect(join.json()).toEqual({ runclubId: club.id, viewerRole: 'member', memberCount: 2 });
    const again = await ctx.app.inject({
      method: 'POST',
      url: `/api/runclubs/${club.id}/join`,
      headers: runner.headers,
    });
    expect(again.json().memberCount).toBe(2);
    const detail = (
      await ctx.app.inject({ url: `/api/runclubs/${club.id}`, headers: runner.headers })
    ).json();
    expect(detail.viewerRole).toBe('member');
    expect(Object.keys(detail.members[1]).sort()).toEqual([
      'firstName',
      'id',
      'lastName',
      'profileImageUrl',
      'role',
    ]);

    const ownerLeaves = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/runclubs/${club.id}/leave`,
      headers: owner.headers,
    });
    expect(ownerLeaves.statusCode).toBe(409);
    expect(ownerLeaves.json().message).toBe('Hand ownership to another member before leaving the club');

    // Only the owner sets roles.
    const byMember = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/runclubs/${club.id}/members/${owner.user.id}`,
      headers: runner.headers,
      payload: { role: 'member' },
    });
    expect(byMember.statusCode).toBe(403);
    const handOver = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/runclubs/${club.id}/members/${runner.user.id}`,
      headers: owner.headers,
      payload: { role: 'owner' },
    });
    expect(handOver.statusCode).toBe(200);
    expect(handOver.json().members.map((m: { role: string }) => m.role)).toEqual(['owner', 'admin']);
    const leaves = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/runclubs/${club.id}/leave`,
      headers: owner.headers,
    });
    expect(leaves.json()).toEqual({ runclubId: club.id, viewerRole: null, memberCount: 1 });
    const notMember = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/runclubs/${club.id}/leave`,
      headers: owner.headers,
    });
    expect(notMember.statusCode).toBe(409);
  });

  it('lets only the owner and admins edit or archive (403 otherwise, 404 for unknown clubs)', async () => {
    const owner = await signedInUser(ctx.database.db);
    const admin = await signedInUser(ctx.database.db);
    const member = await signedInUser(ctx.database.db);
    const club = await createClub(owner.headers, { name: 'Edit Test Club' });
    for (const r of [admin, member]) {
      await ctx.app.inject({ method: 'POST', url: `/api/runclubs/${club.id}/join`, headers: r.headers });
    }
    await ctx.app.inject({
      method: 'PATCH',
      url: `/api/runclubs/${club.id}/members/${admin.user.id}`,
      headers: owner.headers,
      payload: { role: 'admin' },
    });
    const byMember = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/runclubs/${club.id}`,
      headers: member.headers,
      payload: { name: 'Hijacked' },
    });
    expect(byMember.statusCode).toBe(403);
    expect(
      (await ctx.app.inject({ method: 'DELETE', url: `/api/runclubs/${club.id}`, headers: member.headers }))
        .statusCode,
    ).toBe(403);
    const byAdmin = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/runclubs/${club.id}`,
      headers: admin.headers,
      payload: { name: 'Edited Club', location: 'Manly, NSW 2095' },
    });
    expect(byAdmin.statusCode).toBe(200);
    expect(byAdmin.json()).toMatchObject({
      name: 'Edited Club',
      location: 'Manly, NSW 2095',
      lat: expect.closeTo(-33.8, 0),
    });
    const badPlace = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/runclubs/${club.id}`,
      headers: admin.headers,
      payload: { location: 'Atlantis, NSW 9999' },
    });
    expect(badPlace.json().fields.location).toEqual(['Please select a location from the dropdown']);
    expect(
      (
        await ctx.app.inject({
          method: 'PATCH',
          url: '/api/runclubs/999999',
          headers: admin.headers,
          payload: {},
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await ctx.app.inject({ method: 'PATCH', url: `/api/runclubs/${club.id}`, payload: {} })).statusCode,
    ).toBe(401);
  });

  it('uploads a logo re-encoded as WebP; refuses other files', async () => {
    const owner = await signedInUser(ctx.database.db);
    const club = await createClub(owner.headers, { name: 'Logo Club' });
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#f60' } })
      .png()
      .toBuffer();
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/runclubs/${club.id}/logo`,
      headers: { ...owner.headers, 'content-type': 'image/png' },
      payload: png,
    });
    expect(res.statusCode).toBe(200);
    const logoUrl = res.json().logoUrl as string;
    expect(logoUrl).toMatch(/^\/api\/uploads\/club-logos\/club\d+-[0-9a-f]{16}\.webp$/);
    const file = await ctx.app.inject({ url: logoUrl });
    expect(file.headers['content-type']).toBe('image/webp');
    expect((await sharp(file.rawPayload).metadata()).width).toBe(512);

    const text = await ctx.app.inject({
      method: 'POST',
      url: `/api/runclubs/${club.id}/logo`,
      headers: { ...owner.headers, 'content-type': 'image/png' },
      payload: Buffer.from('not an image'),
    });
    expect(text.statusCode).toBe(400);
    const stranger = await signedInUser(ctx.database.db);
    const forbidden = await ctx.app.inject({
      method: 'POST',
      url: `/api/runclubs/${club.id}/logo`,
      headers: { ...stranger.headers, 'content-type': 'image/png' },
      payload: png,
    });
    expect(forbidden.statusCode).toBe(403);
  });
});

describe('account deletion', () => {
  it("hands the owner's clubs to an admin (else a member), and archives a club left empty", async () => {
    const owner = await signedInUser(ctx.database.db);
    const member = await signedInUser(ctx.database.db);
    const admin = await signedInUser(ctx.database.db);
    const shared = await createClub(owner.headers, { name: 'Handover Harriers' });
    const alone = await createClub(owner.headers, { name: 'Lonely Lopers' });
    for (const r of [member, admin])
      await ctx.app.inject({ method: 'POST', url: `/api/runclubs/${shared.id}/join`, headers: r.headers });
    await ctx.app.inject({
      method: 'PATCH',
      url: `/api/runclubs/${shared.id}/members/${admin.user.id}`,
      headers: owner.headers,
      payload: { role: 'admin' },
    });
    const gone = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/users/me',
      headers: { ...owner.headers, 'content-type': 'application/json' },
      payload: {},
    });
    expect(gone.statusCode).toBe(200);
    const page = (await ctx.app.inject({ url: `/api/runclubs/${shared.id}`, headers: admin.headers })).json();
    expect(page).toMatchObject({ viewerRole: 'owner', memberCount: 2 });
    expect((await ctx.app.inject({ url: `/api/runclubs/${alone.id}` })).statusCode).toBe(404);
  });
});

describe('club events', () => {
  const clubEvent = (clubId: number, overrides: Record<string, unknown> = {}) => ({
    title: 'Club tempo night',
    date: inDays(5),
    time: '18:30',
    location: 'Bondi, NSW 2026',
    lat: -33.8915,
    lng: 151.2767,
    distances: ['5k'],
    clubId,
    ...overrides,
  });

  it('posts as the club (owner/admins only), shows on the club page, and tells the members', async () => {
    const owner = await signedInUser(ctx.database.db);
    const member = await signedInUser(ctx.database.db);
    const club = await createClub(owner.headers, { name: 'Events Club' });
    await ctx.app.inject({ method: 'POST', url: `/api/runclubs/${club.id}/join`, headers: member.headers });

    const refused = await ctx.app.inject({
      method: 'POST',
      url: '/api/events',
      headers: member.headers,
      payload: clubEvent(club.id),
    });
    expect(refused.statusCode).toBe(403);

    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/events',
      headers: owner.headers,
      payload: clubEvent(club.id),
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      isClubEvent: true,
      clubName: 'Events Club',
      clubId: club.id,
      eventType: 'run_club',
      isStravaImport: false,
    });
    const eventId = res.json().id as number;

    const page = (await ctx.app.inject({ url: `/api/runclubs/${club.id}`, headers: member.headers })).json();
    expect(page.upcomingEvents.map((e: { id: number }) => e.id)).toEqual([eventId]);
    expect(page.upcomingEvents[0]).toMatchObject({ isStravaImport: false, userAttendanceStatus: null });
    await ctx.app.inject({ method: 'POST', url: `/api/events/${eventId}/join`, headers: member.headers });
    const joined = (
      await ctx.app.inject({ url: `/api/runclubs/${club.id}`, headers: member.headers })
    ).json();
    // The organiser who posted it is going too.
    expect(joined.upcomingEvents[0]).toMatchObject({
      participantCount: 2,
      userAttendanceStatus: 'attending',
    });

    const bell = (await ctx.app.inject({ url: '/api/notifications', headers: member.headers })).json();
    expect(bell.notifications ?? bell).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ type: 'club_event_created', title: 'New club run' }),
      ]),
    );
    const ownerBell = (await ctx.app.inject({ url: '/api/notifications', headers: owner.headers })).json();
    expect(JSON.stringify(ownerBell)).not.toContain('club_event_created');

    const unknown = await ctx.app.inject({
      method: 'POST',
      url: '/api/events',
      headers: owner.headers,
      payload: clubEvent(999999),
    });
    expect(unknown.statusCode).toBe(404);
  });
});
