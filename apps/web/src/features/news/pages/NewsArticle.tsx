import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useFormat } from '@/hooks/use-format';
import { usePageTitle } from '@/hooks/use-page-title';
import { ApiRequestError } from '@/lib/api-client';
import { useArticle } from '../api/get-article';
import { ArticleBody } from '../components/article-body';
import { NewsCard } from '../components/news-card';
import { ShareArticle } from '../components/share-article';
import { TagChips } from '../components/tag-chips';

/** /news/:slug: one article with sharing and related articles; drafts and unknown slugs are not found. */
export default function NewsArticle() {
  const { t } = useTranslation('news');
  const fmt = useFormat();
  const { slug = '' } = useParams();
  const query = useArticle(slug);
  const article = query.data;
  usePageTitle('common:pageTitles.newsArticle', undefined, article?.title);

  if (query.error instanceof ApiRequestError && query.error.status === 404) {
    return (
      <section className="mx-auto max-w-xl px-4 py-20 text-center">
        <h1 className="text-3xl font-bold">{t('news:notFoundTitle')}</h1>
        <p className="mt-3 text-muted-foreground">{t('news:notFoundBody')}</p>
        <Button asChild className="mt-8">
          <Link to="/news">{t('news:backToNews')}</Link>
        </Button>
      </section>
    );
  }
  const author =
    article?.author && [article.author.firstName, article.author.lastName].filter(Boolean).join(' ');
  return (
    <article className="mx-auto max-w-3xl px-4 py-8">
      <Button asChild variant="ghost" size="sm" className="mb-4">
        <Link to="/news">
          <ArrowLeft aria-hidden="true" />
          {t('news:backToNews')}
        </Link>
      </Button>
      {query.isError ? (
        <p role="alert">{t('news:loadFailed')}</p>
      ) : !article ? (
        <div className="space-y-3" aria-busy="true">
          <Skeleton className="h-9 w-2/3" />
          <Skeleton className="h-5 w-1/3" />
          <Skeleton className="h-64 w-full" />
        </div>
      ) : (
        <>
          <h1 className="mb-3 text-3xl font-bold tracking-tight">{article.title}</h1>
          <p className="text-sm text-muted-foreground">
            <time dateTime={article.publishedAt}>{fmt.date(article.publishedAt, 'long')}</time>
            {author && ` · ${t('news:by', { name: author })}`}
          </p>
          {article.featuredImage && (
            <img src={article.featuredImage} alt="" className="mt-6 w-full rounded-lg" />
          )}
          <ArticleBody html={article.contentHtml} className="mt-6" />
          <TagChips tags={article.tags} className="mt-6" />
          <div className="mt-6 border-t pt-6">
            <ShareArticle title={article.title} url={`${window.location.origin}/news/${article.slug}`} />
          </div>
          {article.related.length > 0 && (
            <section className="mt-10" aria-labelledby="related-heading">
              <h2 id="related-heading" className="mb-4 text-xl font-semibold">
                {t('news:related')}
              </h2>
              <ul className="grid gap-4 sm:grid-cols-2">
                {article.related.map((r) => (
                  <NewsCard key={r.id} article={r} />
                ))}
              </ul>
            </section>
          )}
        </>
      )}
    </article>
  );
}
