import { z } from 'zod';
import { multiLine, singleLine } from './api.ts';
import { NEWS_MESSAGES, withParams } from './messages.ts';

/** News articles (SPEC section 3, news_articles; issue 12). */
export const NEWS_STATUSES = ['draft', 'published'] as const;
export type NewsStatus = (typeof NEWS_STATUSES)[number];

export const NEWS_LIMITS = {
  title: 200,
  excerpt: 300,
  content: 50_000,
  tags: 8,
  tag: 30,
  pageDefault: 12,
  pageMax: 50,
  related: 3,
} as const;

/** A tag: lower-case letters (any script), digits and hyphens; stored lower-case. */
const tagSchema = z
  .string()
  .trim()
  .toLowerCase()
  .min(1, NEWS_MESSAGES.tagInvalid)
  .max(NEWS_LIMITS.tag, NEWS_MESSAGES.tagInvalid)
  .regex(/^[\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)*$/u, NEWS_MESSAGES.tagInvalid);

/** Only images Stride stored itself (the upload answers this URL); never an outside address. */
export const NEWS_IMAGE_URL = /^\/api\/uploads\/news\/[0-9a-f]{32}\.webp$/;

const newsFields = {
  title: singleLine(
    z.string().trim().min(1, NEWS_MESSAGES.titleRequired).max(NEWS_LIMITS.title, NEWS_MESSAGES.titleTooLong),
  ),
  content: multiLine(
    z
      .string()
      .min(1, { error: NEWS_MESSAGES.contentRequired, abort: true })
      .max(NEWS_LIMITS.content, NEWS_MESSAGES.contentTooLong)
      .refine((s) => s.trim().length > 0, NEWS_MESSAGES.contentRequired),
  ),
  excerpt: multiLine(z.string().trim().max(NEWS_LIMITS.excerpt, NEWS_MESSAGES.excerptTooLong)).nullable(),
  status: z.enum(NEWS_STATUSES),
  /** When it goes live; in the future it is scheduled. Unset on publish means now. */
  publishedAt: z.iso.datetime({ offset: true, error: NEWS_MESSAGES.publishedAtInvalid }).nullable(),
  tags: z
    .array(tagSchema)
    .max(NEWS_LIMITS.tags, withParams(NEWS_MESSAGES.tooManyTags, { max: NEWS_LIMITS.tags })),
  isSticky: z.boolean(),
  featuredImage: z.string().regex(NEWS_IMAGE_URL, NEWS_MESSAGES.imageInvalid).nullable(),
};

export const newsInputSchema = z.object({
  ...newsFields,
  excerpt: newsFields.excerpt.optional(),
  status: newsFields.status.default('draft'),
  publishedAt: newsFields.publishedAt.optional(),
  tags: newsFields.tags.default([]),
  isSticky: newsFields.isSticky.default(false),
  featuredImage: newsFields.featuredImage.optional(),
});
export type NewsInput = z.input<typeof newsInputSchema>;
/** A change: only what is sent changes (no defaults, so a PATCH never unpublishes by omission). */
export const newsUpdateSchema = z.object(newsFields).partial();
export type NewsUpdate = z.input<typeof newsUpdateSchema>;

export const newsListQuerySchema = z.object({
  tag: tagSchema.optional(),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(NEWS_LIMITS.pageMax).default(NEWS_LIMITS.pageDefault),
});
export type NewsListQuery = z.input<typeof newsListQuerySchema>;

export const newsAuthorSchema = z.object({
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
});

export const newsCardSchema = z.object({
  id: z.number(),
  title: z.string(),
  slug: z.string(),
  excerpt: z.string(),
  featuredImage: z.string().nullable(),
  tags: z.array(z.string()),
  publishedAt: z.string(),
  isSticky: z.boolean(),
});
export type NewsCard = z.infer<typeof newsCardSchema>;

export const newsListSchema = z.object({ items: z.array(newsCardSchema), nextCursor: z.string().nullable() });
export type NewsList = z.infer<typeof newsListSchema>;

/** One published article: sanitised HTML only (the Markdown source stays with its editors). */
export const newsArticleSchema = newsCardSchema.extend({
  contentHtml: z.string(),
  updatedAt: z.string(),
  viewCount: z.number(),
  author: newsAuthorSchema.nullable(),
  related: z.array(newsCardSchema),
});
export type NewsArticle = z.infer<typeof newsArticleSchema>;

/** What editors see: the source, the state and the rendered HTML. */
export const newsEditableSchema = z.object({
  id: z.number(),
  title: z.string(),
  slug: z.string(),
  content: z.string(),
  contentHtml: z.string(),
  excerpt: z.string().nullable(),
  status: z.enum(NEWS_STATUSES),
  publishedAt: z.string().nullable(),
  featuredImage: z.string().nullable(),
  tags: z.array(z.string()),
  isSticky: z.boolean(),
  viewCount: z.number(),
  hidden: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
  author: newsAuthorSchema.nullable(),
});
export type NewsEditable = z.infer<typeof newsEditableSchema>;

export const newsPreviewInputSchema = z.object({
  content: z.string().max(NEWS_LIMITS.content, NEWS_MESSAGES.contentTooLong),
});
export const newsPreviewSchema = z.object({ contentHtml: z.string() });
export const newsImageSchema = z.object({ url: z.string() });
export const newsSlugParamsSchema = z.object({ slug: z.string().min(1).max(250) });

/** Where an article stands for its editors: draft, scheduled (published, in the future) or live. */
export function newsState(a: { status: NewsStatus; publishedAt: string | null }, now = new Date()) {
  if (a.status === 'draft') return 'draft' as const;
  return a.publishedAt && Date.parse(a.publishedAt) > now.getTime()
    ? ('scheduled' as const)
    : ('live' as const);
}
