import { Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useFormat } from '@/hooks/use-format';
import { usePageTitle } from '@/hooks/use-page-title';
import { useEditorArticles } from '../api/get-editor-articles';
import { ArticleState } from '../components/article-state';
import { WritersOnly } from '../components/writers-only';

/** /admin/news: every article its editor may change (admins all, authors their own). */
function AdminNewsPage() {
  const { t } = useTranslation('news');
  const fmt = useFormat();
  usePageTitle('common:pageTitles.adminNews');
  const query = useEditorArticles();

  return (
    <section className="mx-auto max-w-5xl px-4 py-8">
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-bold tracking-tight">{t('news:admin.title')}</h1>
        <Button asChild>
          <Link to="/admin/news/new">
            <Plus aria-hidden="true" />
            {t('news:admin.new')}
          </Link>
        </Button>
      </div>
      {query.isError ? (
        <p role="alert">{t('news:loadFailed')}</p>
      ) : !query.data ? (
        <Skeleton className="h-40 w-full" />
      ) : query.data.length === 0 ? (
        <p className="rounded-lg border p-8 text-center text-muted-foreground">{t('news:admin.empty')}</p>
      ) : (
        <div className="overflow-x-auto rounded-lg border">
          <table className="w-full text-sm">
            <caption className="sr-only">{t('news:admin.title')}</caption>
            <thead className="bg-muted/50 text-left">
              <tr>
                <th scope="col" className="p-3">
                  {t('news:admin.columns.title')}
                </th>
                <th scope="col" className="p-3">
                  {t('news:admin.columns.state')}
                </th>
                <th scope="col" className="p-3">
                  {t('news:admin.columns.date')}
                </th>
                <th scope="col" className="p-3 text-right">
                  {t('news:admin.columns.views')}
                </th>
              </tr>
            </thead>
            <tbody>
              {query.data.map((a) => (
                <tr key={a.id} className="border-t">
                  <td className="p-3">
                    <Link to={`/admin/news/${a.id}`} className="font-medium text-primary underline">
                      {a.title}
                    </Link>
                  </td>
                  <td className="p-3">
                    <ArticleState article={a} />
                  </td>
                  <td className="p-3 whitespace-nowrap">
                    {a.publishedAt ? fmt.date(a.publishedAt, 'medium') : '—'}
                  </td>
                  <td className="p-3 text-right">{fmt.number(a.viewCount)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

export default function AdminNews() {
  return (
    <WritersOnly>
      <AdminNewsPage />
    </WritersOnly>
  );
}
