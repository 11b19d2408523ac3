import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { usePageTitle } from '@/hooks/use-page-title';
import { useNews } from '../api/get-news';
import { NewsCard } from '../components/news-card';

/** /news: published articles, pinned first, then newest; a tag filter and "load more" paging. */
export default function NewsList() {
  const { t } = useTranslation('news');
  usePageTitle('common:pageTitles.news');
  const [params] = useSearchParams();
  const tag = params.get('tag');
  const query = useNews(tag);
  const items = query.data?.pages.flatMap((p) => p.items) ?? [];

  return (
    <section className="mx-auto max-w-5xl px-4 py-8">
      <div className="mb-6 flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-3xl font-bold tracking-tight">{t('news:title')}</h1>
          <p className="mt-1 text-muted-foreground">{t('news:subtitle')}</p>
        </div>
        <a href="/news/rss.xml" className="text-sm text-primary underline">
          {t('news:rss')}
        </a>
      </div>
      {tag && (
        <p className="mb-4 flex flex-wrap items-center gap-2 text-sm">
          {t('news:taggedWith', { tag })}
          <Link to="/news" className="text-primary underline">
            {t('news:allArticles')}
          </Link>
        </p>
      )}
      {query.isError ? (
        <p role="alert">{t('news:loadFailed')}</p>
      ) : query.isPending ? (
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-busy="true">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-56 w-full" />
          ))}
        </div>
      ) : items.length === 0 ? (
        <p className="rounded-lg border p-8 text-center text-muted-foreground">{t('news:empty')}</p>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {items.map((article) => (
            <NewsCard key={article.id} article={article} />
          ))}
        </ul>
      )}
      {query.hasNextPage && (
        <div className="mt-6 text-center">
          <Button
            variant="outline"
            disabled={query.isFetchingNextPage}
            onClick={() => void query.fetchNextPage()}
          >
            {query.isFetchingNextPage ? t('news:loadingMore') : t('news:loadMore')}
          </Button>
        </div>
      )}
    </section>
  );
}
