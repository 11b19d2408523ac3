import { newsState } from '@stride/contracts';
import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { usePageTitle } from '@/hooks/use-page-title';
import { useEditorArticle } from '../api/get-editor-article';
import { ArticleState } from '../components/article-state';
import { NewsEditorForm } from '../components/news-editor-form';
import { WritersOnly } from '../components/writers-only';

/** /admin/news/new and /admin/news/:id: the stored article (if any), then the editor. */
function NewsEditorPage() {
  const { t } = useTranslation('news');
  usePageTitle('common:pageTitles.adminNewsEditor');
  const params = useParams();
  const id = params.id && /^\d+$/.test(params.id) ? Number(params.id) : null;
  const existing = useEditorArticle(id);

  if (id != null && existing.isError)
    return (
      <p role="alert" className="p-8">
        {t('news:loadFailed')}
      </p>
    );
  if (id != null && !existing.data) return <Skeleton className="m-8 h-96" />;
  const article = existing.data;

  return (
    <section className="mx-auto max-w-6xl px-4 py-8">
      <Button asChild variant="ghost" size="sm" className="mb-4">
        <Link to="/admin/news">
          <ArrowLeft aria-hidden="true" />
          {t('news:admin.title')}
        </Link>
      </Button>
      <div className="mb-6 flex flex-wrap items-center gap-3">
        <h1 className="text-3xl font-bold tracking-tight">
          {article ? t('news:editor.editTitle') : t('news:editor.newTitle')}
        </h1>
        {article && <ArticleState article={article} />}
        {article && newsState(article) === 'live' && !article.hidden && (
          <Link to={`/news/${article.slug}`} className="text-sm text-primary underline">
            {t('news:editor.view')}
          </Link>
        )}
      </div>
      {/* The stored article fills the form once (a new mount per article); refetches never overwrite typing. */}
      <NewsEditorForm key={article?.id ?? 'new'} article={article} />
    </section>
  );
}

export default function NewsEditor() {
  return (
    <WritersOnly>
      <NewsEditorPage />
    </WritersOnly>
  );
}
