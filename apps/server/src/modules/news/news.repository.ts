import {
  and,
  arrayContains,
  arrayOverlaps,
  desc,
  eq,
  isNull,
  like,
  lte,
  ne,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.ts';
import { newsArticleViews, newsArticles, users } from '../../db/schema/index.ts';
import { validationError } from '../../lib/errors.ts';

export type ArticleRow = typeof newsArticles.$inferSelect;
export type NewArticle = typeof newsArticles.$inferInsert;

/** What readers may see: published, due (not scheduled for later) and not hidden by a moderator. */
const PUBLIC = and(
  eq(newsArticles.status, 'published'),
  lte(newsArticles.publishedAt, sql`now()`),
  isNull(newsArticles.hiddenAt),
);

const cardColumns = {
  id: newsArticles.id,
  title: newsArticles.title,
  slug: newsArticles.slug,
  excerpt: newsArticles.excerpt,
  content: newsArticles.content,
  featuredImage: newsArticles.featuredImage,
  tags: newsArticles.tags,
  publishedAt: newsArticles.publishedAt,
  isSticky: newsArticles.isSticky,
};
export type CardRow = Pick<ArticleRow, keyof typeof cardColumns>;

type Cursor = [sticky: boolean, publishedAt: string, id: number];

function encodeCursor(row: CardRow): string {
  return Buffer.from(JSON.stringify([row.isSticky, row.publishedAt!.toISOString(), row.id])).toString(
    'base64url',
  );
}

function decodeCursor(cursor: string): Cursor {
  try {
    const [s, at, id] = JSON.parse(Buffer.from(cursor, 'base64url').toString()) as unknown[];
    if (
      typeof s === 'boolean' &&
      typeof at === 'string' &&
      !Number.isNaN(Date.parse(at)) &&
      Number.isInteger(id)
    )
      return [s, at, id as number];
  } catch {
    // fall through
  }
  throw validationError('api.invalidCursor', { cursor: ['api.invalidCursor'] });
}

/** Published articles: sticky first, then newest; a page and the cursor for the next one. */
export async function listPublished(
  db: Executor,
  q: { tag?: string | undefined; cursor?: string | undefined; limit: number },
): Promise<{ rows: CardRow[]; nextCursor: string | null }> {
  const where: (SQL | undefined)[] = [PUBLIC];
  if (q.tag) where.push(arrayContains(newsArticles.tags, [q.tag]));
  if (q.cursor) {
    const [s, at, id] = decodeCursor(q.cursor);
    // Every key sorts descending, so "after the cursor" is one row comparison.
    where.push(
      sql`(${newsArticles.isSticky}::int, ${newsArticles.publishedAt}, ${newsArticles.id}) < (${s ? 1 : 0}::int, ${at}::timestamptz, ${id}::int)`,
    );
  }
  const rows = (await db
    .select(cardColumns)
    .from(newsArticles)
    .where(and(...where))
    .orderBy(desc(newsArticles.isSticky), desc(newsArticles.publishedAt), desc(newsArticles.id))
    .limit(q.limit + 1)) as CardRow[];
  const page = rows.slice(0, q.limit);
  const last = page.at(-1);
  return { rows: page, nextCursor: rows.length > q.limit && last ? encodeCursor(last) : null };
}

/** One published article by slug, with its author's name. */
export async function findPublishedBySlug(db: Executor, slug: string) {
  const [row] = await db
    .select({ a: newsArticles, firstName: users.firstName, lastName: users.lastName })
    .from(newsArticles)
    .leftJoin(users, eq(users.id, newsArticles.authorId))
    .where(and(eq(newsArticles.slug, slug), PUBLIC));
  return row;
}

/** Up to `limit` other published articles sharing a tag, newest first. */
export async function relatedArticles(db: Executor, article: ArticleRow, limit: number): Promise<CardRow[]> {
  if (!article.tags.length) return [];
  return (await db
    .select(cardColumns)
    .from(newsArticles)
    .where(and(PUBLIC, ne(newsArticles.id, article.id), arrayOverlaps(newsArticles.tags, article.tags)))
    .orderBy(desc(newsArticles.publishedAt), desc(newsArticles.id))
    .limit(limit)) as CardRow[];
}

/** Counts the view if this visitor has not read the article today; answers whether it counted. */
export async function countView(db: Db, articleId: number, visitor: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(newsArticleViews)
      .values({ articleId, visitor, day: sql`current_date` })
      .onConflictDoNothing()
      .returning({ articleId: newsArticleViews.articleId });
    if (!inserted.length) return false;
    await tx
      .update(newsArticles)
      .set({ viewCount: sql`${newsArticles.viewCount} + 1` })
      .where(eq(newsArticles.id, articleId));
    // Yesterday's rows are no longer needed to tell today's repeat visits apart.
    await tx
      .delete(newsArticleViews)
      .where(and(eq(newsArticleViews.articleId, articleId), sql`${newsArticleViews.day} < current_date - 1`));
    return true;
  });
}

/** Every article for its editors (authors see their own), newest change first. */
export function listForEditors(db: Executor, authorId: string | null) {
  return db
    .select({ a: newsArticles, firstName: users.firstName, lastName: users.lastName })
    .from(newsArticles)
    .leftJoin(users, eq(users.id, newsArticles.authorId))
    .where(authorId ? eq(newsArticles.authorId, authorId) : undefined)
    .orderBy(desc(newsArticles.updatedAt), desc(newsArticles.id))
    .limit(500);
}

export async function findArticle(db: Executor, id: number) {
  const [row] = await db
    .select({ a: newsArticles, firstName: users.firstName, lastName: users.lastName })
    .from(newsArticles)
    .leftJoin(users, eq(users.id, newsArticles.authorId))
    .where(eq(newsArticles.id, id));
  return row;
}

/** Slugs already taken by `base` or `base-N`, except the article's own. */
export async function takenSlugs(db: Executor, base: string, exceptId?: number): Promise<Set<string>> {
  const rows = await db
    .select({ slug: newsArticles.slug })
    .from(newsArticles)
    .where(
      and(
        or(eq(newsArticles.slug, base), like(newsArticles.slug, `${base}-%`)),
        exceptId ? ne(newsArticles.id, exceptId) : undefined,
      ),
    );
  return new Set(rows.map((r) => r.slug));
}

export async function insertArticle(db: Executor, values: NewArticle): Promise<number> {
  const [row] = await db.insert(newsArticles).values(values).returning({ id: newsArticles.id });
  return row!.id;
}

export async function updateArticle(db: Executor, id: number, values: Partial<NewArticle>): Promise<void> {
  await db
    .update(newsArticles)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(newsArticles.id, id));
}

export async function deleteArticle(db: Executor, id: number): Promise<void> {
  await db.delete(newsArticles).where(eq(newsArticles.id, id));
}

/** The newest published articles, for the RSS feed and the /news page's first paint. */
export function latestPublished(db: Executor, limit: number) {
  return db
    .select(cardColumns)
    .from(newsArticles)
    .where(PUBLIC)
    .orderBy(desc(newsArticles.publishedAt), desc(newsArticles.id))
    .limit(limit) as Promise<CardRow[]>;
}
