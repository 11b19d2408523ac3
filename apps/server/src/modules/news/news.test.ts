import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/helpers/app.ts';
import { signedInUser } from '../../../test/helpers/factories.ts';
import { userRoles } from '../../db/schema/index.ts';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'stride-news-'));
let ctx: TestContext;
let admin: Awaited<ReturnType<typeof signedInUser>>;
let author: Awaited<ReturnType<typeof signedInUser>>;
let runner: Awaited<ReturnType<typeof signedInUser>>;

beforeAll(async () => {
  ctx = await createTestApp({ DATA_DIR: dataDir });
  const db = ctx.database.db;
  [admin, author, runner] = await Promise.all([signedInUser(db), signedInUser(db), signedInUser(db)]);
  await db.insert(userRoles).values([
    { userId: admin.user.id, role: 'admin' },
    { userId: author.user.id, role: 'author' },
  ]);
});
afterAll(() => ctx.close());

type Who = { headers: Record<string, string> };
const write = (who: Who, payload: Record<string, unknown>) =>
  ctx.app.inject({ method: 'POST', url: '/api/news', headers: who.headers, payload });
const patch = (who: Who, id: number, payload: Record<string, unknown>) =>
  ctx.app.inject({ method: 'PATCH', url: `/api/news/${id}`, headers: who.headers, payload });
const read = (slug: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ url: `/api/news/${slug}`, headers: { 'user-agent': 'test-browser', ...headers } });
const publish = async (who: Who, payload: Record<string, unknown>) => {
  const res = await write(who, { content: 'Body text', status: 'published', ...payload });
  expect(res.statusCode).toBe(201);
  return res.json();
};

describe('writing news: roles', () => {
  it('lets admins and authors write, and refuses runners (403) and visitors (401)', async () => {
    const body = { title: 'Role check', content: 'x' };
    expect((await ctx.app.inject({ method: 'POST', url: '/api/news', payload: body })).statusCode).toBe(401);
    expect((await write(runner, body)).statusCode).toBe(403);
    expect((await write(author, body)).statusCode).toBe(201);
    expect((await write(admin, body)).statusCode).toBe(201);
    expect((await ctx.app.inject({ url: '/api/admin/news', headers: runner.headers })).statusCode).toBe(403);
  });

  it("keeps authors to their own articles; admins edit anyone's", async () => {
    const mine = (await write(author, { title: 'Mine', content: 'x' })).json();
    const theirs = (await write(admin, { title: 'Theirs', content: 'x' })).json();
    expect((await patch(author, theirs.id, { title: 'Taken' })).statusCode).toBe(404);
    expect((await patch(admin, mine.id, { title: 'Edited by admin' })).statusCode).toBe(200);
    const list = (await ctx.app.inject({ url: '/api/admin/news', headers: author.headers })).json();
    expect(
      list.every((a: { author: { lastName: string } }) => a.author.lastName === author.user.lastName),
    ).toBe(true);
    const del = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/news/${theirs.id}`,
      headers: author.headers,
    });
    expect(del.statusCode).toBe(404);
  });

  it('answers the spec-style messages for bad input and changes nothing', async () => {
    const res = await write(admin, { title: '  ', content: '', tags: ['no spaces allowed'] });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toMatchObject({
      title: ['Title is required'],
      content: ['Content is required'],
      'tags.0': ['Tags are short words: letters, numbers and hyphens'],
    });
    const outside = await write(admin, {
      title: 'x',
      content: 'x',
      featuredImage: 'https://evil.example/x.png',
    });
    expect(outside.statusCode).toBe(400);
  });
});

describe('sanitising', () => {
  it('stores Markdown as written and answers only safe HTML', async () => {
    const content = [
      '# Safe heading',
      '<script>alert(1)</script>',
      '<img src=x onerror="alert(1)">',
      '[click](javascript:alert(1))',
      '![pixel](data:image/png;base64,iVBORw0KGgo=)',
      '[data](data:text/html;base64,PHNjcmlwdD4=)',
      '[fine](https://example.com)',
    ].join('\n\n');
    const a = await publish(admin, { title: 'Sanitising test', content });
    expect(a.content).toBe(content);
    const html: string = (await read(a.slug)).json().contentHtml;
    expect(html).toContain('<h1>Safe heading</h1>');
    expect(html).toContain('<a href="https://example.com" rel="noopener nofollow ugc">fine</a>');
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toMatch(/<[^>]*\son\w+=/i);
    expect(html).not.toMatch(/(href|src)="\s*(javascript|data):/i);
  });
});

describe('drafts, scheduling and the public list', () => {
  it('hides drafts and scheduled articles from readers until they are due', async () => {
    const draft = (await write(admin, { title: 'Secret draft', content: 'x' })).json();
    const later = new Date(Date.now() + 3600_000).toISOString();
    const scheduled = await publish(admin, { title: 'Scheduled one', publishedAt: later });
    expect(draft.status).toBe('draft');
    expect((await read(draft.slug)).statusCode).toBe(404);
    expect((await read(scheduled.slug)).statusCode).toBe(404);
    const list = (await ctx.app.inject({ url: '/api/news?limit=50' })).json();
    const slugs = list.items.map((i: { slug: string }) => i.slug);
    expect(slugs).not.toContain(draft.slug);
    expect(slugs).not.toContain(scheduled.slug);

    // Due now: it goes live by itself; unpublishing takes it down again.
    const due = (
      await patch(admin, scheduled.id, { publishedAt: new Date(Date.now() - 1000).toISOString() })
    ).json();
    expect((await read(due.slug)).statusCode).toBe(200);
    expect((await patch(admin, scheduled.id, { status: 'draft' })).json().status).toBe('draft');
    expect((await read(due.slug)).statusCode).toBe(404);
  });

  it('lists sticky first, then newest, filters by tag and pages with a cursor', async () => {
    const day = 86_400_000;
    const old = await publish(admin, {
      title: 'Paging old',
      tags: ['paging'],
      publishedAt: new Date(Date.now() - 3 * day).toISOString(),
    });
    const mid = await publish(admin, {
      title: 'Paging mid',
      tags: ['paging'],
      publishedAt: new Date(Date.now() - 2 * day).toISOString(),
    });
    const sticky = await publish(admin, {
      title: 'Paging sticky',
      tags: ['paging'],
      isSticky: true,
      publishedAt: new Date(Date.now() - 5 * day).toISOString(),
    });
    const first = (await ctx.app.inject({ url: '/api/news?tag=paging&limit=2' })).json();
    expect(first.items.map((i: { id: number }) => i.id)).toEqual([sticky.id, mid.id]);
    const second = (
      await ctx.app.inject({ url: `/api/news?tag=paging&limit=2&cursor=${first.nextCursor}` })
    ).json();
    expect(second.items.map((i: { id: number }) => i.id)).toEqual([old.id]);
    expect(second.nextCursor).toBeNull();
    expect((await ctx.app.inject({ url: '/api/news?cursor=nonsense' })).statusCode).toBe(400);
  });

  it('makes unique slugs from titles and keeps a published slug when the title changes', async () => {
    const a = await publish(admin, { title: 'Same title!' });
    const b = await publish(admin, { title: 'Same title' });
    expect([a.slug, b.slug]).toEqual(['same-title', 'same-title-2']);
    const renamed = (await patch(admin, a.id, { title: 'A new name' })).json();
    expect(renamed.slug).toBe('same-title');
  });

  it('counts a view once per visitor per day, and names related articles', async () => {
    const a = await publish(admin, { title: 'Counted', tags: ['count'] });
    const b = await publish(admin, { title: 'Related to counted', tags: ['count'] });
    expect((await read(a.slug)).json().viewCount).toBe(1);
    expect((await read(a.slug)).json().viewCount).toBe(1);
    expect((await read(a.slug, runner.headers)).json().viewCount).toBe(2);
    const other = await read(a.slug, { 'user-agent': 'another-browser' });
    expect(other.json()).toMatchObject({ viewCount: 3, related: [{ id: b.id }] });
  });
});

describe('images, RSS and pages', () => {
  it('re-encodes a featured image and refuses other files', async () => {
    const png = await sharp({ create: { width: 40, height: 20, channels: 3, background: '#f60' } })
      .png()
      .toBuffer();
    const upload = (who: Who, type: string, payload: Buffer) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/news/images',
        headers: { ...who.headers, 'content-type': type },
        payload,
      });
    expect((await upload(runner, 'image/png', png)).statusCode).toBe(403);
    expect((await upload(author, 'image/png', Buffer.from('not an image'))).statusCode).toBe(400);
    const res = await upload(author, 'image/png', png);
    expect(res.statusCode).toBe(201);
    const { url } = res.json();
    const image = await ctx.app.inject({ url });
    expect(image.headers['content-type']).toBe('image/webp');
    const a = await publish(author, { title: 'With picture', featuredImage: url });
    expect(a.featuredImage).toBe(url);
  });

  it('serves RSS 2.0 of published articles only', async () => {
    await publish(admin, { title: 'In the <feed> & out', tags: ['rss'] });
    await write(admin, { title: 'Draft not in feed', content: 'x' });
    const res = await ctx.app.inject({ url: '/news/rss.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/rss+xml');
    expect(res.body).toContain('<rss version="2.0"');
    expect(res.body).toContain('<title>In the &lt;feed&gt; &amp; out</title>');
    expect(res.body).toContain('<link>http://localhost:5000/news/in-the-feed-out</link>');
    expect(res.body).not.toContain('Draft not in feed');
  });

  it('lists published articles in the sitemap, and nothing else', async () => {
    const a = await publish(admin, { title: 'Sitemap article' });
    const d = (await write(admin, { title: 'Sitemap draft', content: 'x' })).json();
    const map = (await ctx.app.inject({ url: '/sitemap.xml' })).body;
    expect(map).toContain(`/news/${a.slug}`);
    expect(map).not.toContain(`/news/${d.slug}`);
  });

  it('renders the live preview for editors only', async () => {
    const body = { content: '**x** <script>y</script>' };
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/news/preview',
      headers: author.headers,
      payload: body,
    });
    expect(res.json().contentHtml).toBe('<p><strong>x</strong> &lt;script&gt;y&lt;/script&gt;</p>\n');
    const refused = await ctx.app.inject({
      method: 'POST',
      url: '/api/news/preview',
      headers: runner.headers,
      payload: body,
    });
    expect(refused.statusCode).toBe(403);
  });
});
