import { createHmac, randomBytes } from 'node:crypto';
import { mkdir, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  NEWS_LIMITS,
  newsInputSchema,
  type NewsArticle,
  type NewsCard,
  type NewsEditable,
  type NewsList,
  type NewsListQuery,
  type newsUpdateSchema,
} from '@stride/contracts';
import type { z } from 'zod';
import type { Db, Executor } from '../../db/client.ts';
import { LruCache } from '../../lib/cache.ts';
import { forbidden, notFound } from '../../lib/errors.ts';
import { reencodeImage } from '../../lib/images.ts';
import type { SessionUser } from '../auth/index.ts';
import { canWriteNews } from '../moderation/index.ts';
import { plainExcerpt, renderMarkdown, slugify } from './markdown.ts';
import {
  countView,
  deleteArticle,
  findArticle,
  findPublishedBySlug,
  insertArticle,
  latestPublished,
  listForEditors,
  listPublished,
  relatedArticles,
  takenSlugs,
  updateArticle,
  type ArticleRow,
  type CardRow,
} from './news.repository.ts';

type NewsData = z.output<typeof newsInputSchema>;
type NewsPatch = z.output<typeof newsUpdateSchema>;
type EditorRow = { a: ArticleRow; firstName: string | null; lastName: string | null };

export const NEWS_IMAGE_URL_PREFIX = '/api/uploads/news/';
const IMAGE_FILE = /^[0-9a-f]{32}\.webp$/;
/** Featured images: at most 1600×900, whole picture kept (cards crop it with CSS). */
const IMAGE_SIZE = { width: 1600, height: 900, fit: 'inside' as const };

/** News: published articles for everyone, authoring for admins and the authors they appoint (issue 12). */
export class NewsService {
  readonly #imageDir: string;
  // Rendering is cheap but not free; an article's HTML only changes when the article does.
  readonly #html = new LruCache<string>(200);

  constructor(
    private readonly db: Db,
    dataDir: string,
    private readonly visitorKey: string,
  ) {
    this.#imageDir = path.resolve(dataDir, 'uploads', 'news');
  }

  private html(a: ArticleRow): string {
    const key = `${a.id}|${a.updatedAt.toISOString()}`;
    let html = this.#html.get(key);
    if (html === undefined) this.#html.set(key, (html = renderMarkdown(a.content)));
    return html;
  }

  private card(r: CardRow): NewsCard {
    return {
      id: r.id,
      title: r.title,
      slug: r.slug,
      excerpt: r.excerpt || plainExcerpt(r.content),
      featuredImage: r.featuredImage,
      tags: r.tags,
      publishedAt: r.publishedAt!.toISOString(),
      isSticky: r.isSticky,
    };
  }

  async list(q: NewsListQuery & { limit: number }): Promise<NewsList> {
    const { rows, nextCursor } = await listPublished(this.db, q);
    return { items: rows.map((r) => this.card(r)), nextCursor };
  }

  /** The newest published articles (RSS, the /news page's first paint). */
  async latest(limit: number): Promise<NewsCard[]> {
    return (await latestPublished(this.db, limit)).map((r) => this.card(r));
  }

  /** A published article; `visitor` (ip and browser, or the runner) counts one view a day. */
  async read(
    slug: string,
    visitor?: { userId?: string | undefined; ip: string; userAgent?: string | undefined },
  ) {
    const found = await findPublishedBySlug(this.db, slug);
    if (!found) throw notFound('news.notFound');
    const { a } = found;
    let viewCount = a.viewCount;
    if (visitor && (visitor.userId || visitor.userAgent)) {
      const id = visitor.userId ?? this.anonymousVisitor(visitor.ip, visitor.userAgent ?? '');
      if (await countView(this.db, a.id, id)) viewCount += 1;
    }
    const related = await relatedArticles(this.db, a, NEWS_LIMITS.related);
    const article: NewsArticle = {
      ...this.card(a),
      contentHtml: this.html(a),
      updatedAt: a.updatedAt.toISOString(),
      viewCount,
      author: a.authorId ? { firstName: found.firstName, lastName: found.lastName } : null,
      related: related.map((r) => this.card(r)),
    };
    return article;
  }

  /** A keyed daily hash: the same reader on the same day, without storing their address. */
  private anonymousVisitor(ip: string, userAgent: string): string {
    const day = new Date().toISOString().slice(0, 10);
    return createHmac('sha256', this.visitorKey).update(`${day}|${ip}|${userAgent}`).digest('hex');
  }

  private editable({ a, firstName, lastName }: EditorRow): NewsEditable {
    return {
      id: a.id,
      title: a.title,
      slug: a.slug,
      content: a.content,
      contentHtml: this.html(a),
      excerpt: a.excerpt,
      status: a.status as NewsEditable['status'],
      publishedAt: a.publishedAt?.toISOString() ?? null,
      featuredImage: a.featuredImage,
      tags: a.tags,
      isSticky: a.isSticky,
      viewCount: a.viewCount,
      hidden: a.hiddenAt !== null,
      createdAt: a.createdAt.toISOString(),
      updatedAt: a.updatedAt.toISOString(),
      author: a.authorId ? { firstName, lastName } : null,
    };
  }

  /** Admins see every article; authors their own. */
  async forEditors(user: SessionUser): Promise<NewsEditable[]> {
    const rows = await listForEditors(this.db, user.roles.includes('admin') ? null : user.id);
    return rows.map((r) => this.editable(r));
  }

  /** The article if this editor may change it: admins any, authors their own; 404 otherwise. */
  private async editableBy(executor: Executor, user: SessionUser, id: number): Promise<EditorRow> {
    if (!canWriteNews(user.roles)) throw forbidden();
    const row = await findArticle(executor, id);
    if (!row || (!user.roles.includes('admin') && row.a.authorId !== user.id))
      throw notFound('news.notFound');
    return row;
  }

  async get(user: SessionUser, id: number): Promise<NewsEditable> {
    return this.editable(await this.editableBy(this.db, user, id));
  }

  /** A slug from the title that no other article has: `title`, then `title-2`, `title-3`… */
  private async freeSlug(executor: Executor, title: string, exceptId?: number): Promise<string> {
    const base = slugify(title);
    const taken = await takenSlugs(executor, base, exceptId);
    if (!taken.has(base)) return base;
    let n = 2;
    while (taken.has(`${base}-${n}`)) n += 1;
    return `${base}-${n}`;
  }

  async create(user: SessionUser, input: NewsData): Promise<NewsEditable> {
    if (!canWriteNews(user.roles)) throw forbidden();
    const id = await this.db.transaction(async (tx) =>
      insertArticle(tx, {
        title: input.title,
        slug: await this.freeSlug(tx, input.title),
        content: input.content,
        excerpt: input.excerpt || null,
        authorId: user.id,
        status: input.status,
        publishedAt: publishedAtFor(input.status, input.publishedAt, null),
        featuredImage: input.featuredImage ?? null,
        tags: [...new Set(input.tags)],
        isSticky: input.isSticky,
      }),
    );
    return this.get(user, id);
  }

  async update(user: SessionUser, id: number, patch: NewsPatch): Promise<NewsEditable> {
    await this.db.transaction(async (tx) => {
      const { a } = await this.editableBy(tx, user, id);
      const status = patch.status ?? (a.status as NewsData['status']);
      // A link once shared keeps working: the slug follows the title only until the first publication.
      const neverPublished = a.status === 'draft' && a.publishedAt === null;
      await updateArticle(tx, id, {
        title: patch.title,
        slug: patch.title && neverPublished ? await this.freeSlug(tx, patch.title, id) : undefined,
        content: patch.content,
        excerpt: patch.excerpt === undefined ? undefined : patch.excerpt || null,
        status,
        publishedAt: publishedAtFor(status, patch.publishedAt, a.publishedAt),
        featuredImage: patch.featuredImage,
        tags: patch.tags ? [...new Set(patch.tags)] : undefined,
        isSticky: patch.isSticky,
      });
    });
    return this.get(user, id);
  }

  async remove(user: SessionUser, id: number): Promise<void> {
    await this.db.transaction(async (tx) => {
      await this.editableBy(tx, user, id);
      await deleteArticle(tx, id);
    });
  }

  preview(content: string): { contentHtml: string } {
    return { contentHtml: renderMarkdown(content) };
  }

  /** Stores a featured image through the shared upload pipeline; answers its URL. */
  async uploadImage(
    user: SessionUser,
    contentType: string | undefined,
    body: unknown,
  ): Promise<{ url: string }> {
    if (!canWriteNews(user.roles)) throw forbidden();
    const image = await reencodeImage(contentType, body, IMAGE_SIZE);
    await mkdir(this.#imageDir, { recursive: true });
    const file = `${randomBytes(16).toString('hex')}.webp`;
    await writeFile(path.join(this.#imageDir, file), image);
    return { url: `${NEWS_IMAGE_URL_PREFIX}${file}` };
  }

  async imageFile(name: string): Promise<string> {
    if (!IMAGE_FILE.test(name)) throw notFound('uploads.imageNotFound');
    const full = path.join(this.#imageDir, name);
    if (!(await stat(full).catch(() => null))) throw notFound('uploads.imageNotFound');
    return full;
  }
}

/**
 * When the article goes (or went) live: a given time wins (null clears it); publishing without one
 * keeps an earlier publication time or takes now; a draft keeps whatever it had, for a later publish.
 */
function publishedAtFor(
  status: NewsData['status'],
  given: string | null | undefined,
  current: Date | null,
): Date | null {
  if (given !== undefined && given !== null) return new Date(given);
  if (status === 'published') return given === null ? new Date() : (current ?? new Date());
  return given === null ? null : current;
}
