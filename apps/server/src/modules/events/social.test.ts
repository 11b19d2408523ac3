import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/helpers/app.ts';
import { createEvent, signedInUser } from '../../../test/helpers/factories.ts';

// E-mails go to this run's own outbox (no SMTP_URL), never into the working tree.
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'stride-events-'));
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ DATA_DIR: dataDir });
});
afterAll(() => ctx.close());

describe('reactions', () => {
  it('keeps one reaction of each emoji per runner and counts them on the detail', async () => {
    const db = ctx.database.db;
    const event = await createEvent(db);
    const [a, b] = await Promise.all([signedInUser(db), signedInUser(db)]);
    const react = (headers: Record<string, string>, emoji: string) =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/events/${event.id}/reactions`,
        headers,
        payload: { emoji },
      });
    expect((await react(a.headers, '🔥')).statusCode).toBe(204);
    expect((await react(a.headers, '🔥')).statusCode).toBe(204);
    await react(a.headers, '👍');
    await react(b.headers, '🔥');
    const detail = (await ctx.app.inject({ url: `/api/events/${event.id}`, headers: b.headers })).json();
    expect(detail.reactions).toEqual([
      { emoji: '🔥', count: 2, reactedByMe: true },
      { emoji: '👍', count: 1, reactedByMe: false },
    ]);
    const removed = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/events/${event.id}/reactions?emoji=${encodeURIComponent('🔥')}`,
      headers: b.headers,
    });
    expect(removed.statusCode).toBe(204);
    expect((await ctx.app.inject({ url: `/api/events/${event.id}` })).json().reactions[0]).toMatchObject({
      emoji: '🔥',
      count: 1,
    });
  });

  it('refuses an emoji over 10 characters, an empty one, anonymous callers and unknown events', async () => {
    const event = await createEvent(ctx.database.db);
    const { headers } = await signedInUser(ctx.database.db);
    const post = (id: number, payload: unknown, h: Record<string, string> = headers) =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/events/${id}/reactions`,
        headers: h,
        payload: payload as object,
      });
    const long = await post(event.id, { emoji: 'abcdefghijk' });
    expect(long.statusCode).toBe(400);
    expect(long.json().fields.emoji).toEqual(['Emoji must be 1 to 10 characters']);
    expect((await post(event.id, { emoji: ' ' })).statusCode).toBe(400);
    expect((await post(event.id, { emoji: '👍' }, {})).statusCode).toBe(401);
    expect((await post(999999, { emoji: '👍' })).statusCode).toBe(404);
  });
});

describe('comments', () => {
  it('posts quick and free-text comments, lets only the author edit or delete', async () => {
    const db = ctx.database.db;
    const event = await createEvent(db);
    const [author, other] = await Promise.all([
      signedInUser(db, { firstName: 'Rob', lastName: 'de Castella' }),
      signedInUser(db),
    ]);
    const url = `/api/events/${event.id}/comments`;
    const quick = await ctx.app.inject({
      method: 'POST',
      url,
      headers: author.headers,
      payload: { content: "I'm in!", isQuickComment: true },
    });
    expect(quick.statusCode).toBe(201);
    expect(quick.json()).toMatchObject({
      content: "I'm in!",
      isQuickComment: true,
      author: { id: author.user.id, firstName: 'Rob', lastName: 'de Castella', profileImageUrl: null },
    });
    const notQuick = await ctx.app.inject({
      method: 'POST',
      url,
      headers: author.headers,
      payload: { content: 'made up', isQuickComment: true },
    });
    expect(notQuick.json().fields.content).toEqual(['Please choose one of the quick comments']);
    const longText = 'Meet at the north end of the beach, near the surf club. '.repeat(20).trim();
    const free = (
      await ctx.app.inject({ method: 'POST', url, headers: author.headers, payload: { content: longText } })
    ).json();
    expect(free.content).toBe(longText);
    expect(
      (
        await ctx.app.inject({ method: 'POST', url, headers: author.headers, payload: { content: '  ' } })
      ).json().fields.content,
    ).toEqual(['Comment is required']);

    const edit = (h: Record<string, string>) =>
      ctx.app.inject({
        method: 'PATCH',
        url: `${url}/${free.id}`,
        headers: h,
        payload: { content: 'Edited' },
      });
    expect((await edit(other.headers)).statusCode).toBe(403);
    const edited = await edit(author.headers);
    expect(edited.json()).toMatchObject({ content: 'Edited', isQuickComment: false });
    expect(
      (await ctx.app.inject({ method: 'DELETE', url: `${url}/${free.id}`, headers: other.headers }))
        .statusCode,
    ).toBe(403);
    expect(
      (await ctx.app.inject({ method: 'DELETE', url: `${url}/${free.id}`, headers: author.headers }))
        .statusCode,
    ).toBe(204);
    const list = (await ctx.app.inject({ url })).json();
    expect(list.map((c: { content: string }) => c.content)).toEqual(["I'm in!"]);
    expect((await ctx.app.inject({ url: `/api/events/${event.id}` })).json().commentCount).toBe(1);
  });
});
