import type { NewsCard as Card } from '@stride/contracts';
import { Pin } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormat } from '@/hooks/use-format';
import { TagChips } from './tag-chips';

/** One article in a list: picture, title, date, excerpt, tags. */
export function NewsCard({ article }: { article: Card }) {
  const { t } = useTranslation('news');
  const fmt = useFormat();
  return (
    <li className="flex flex-col overflow-hidden rounded-lg border bg-card">
      {article.featuredImage && (
        <img src={article.featuredImage} alt="" loading="lazy" className="aspect-video w-full object-cover" />
      )}
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h2 className="text-lg leading-snug font-semibold">
          <Link to={`/news/${encodeURIComponent(article.slug)}`} className="hover:underline">
            {article.title}
          </Link>
        </h2>
        <p className="flex items-center gap-2 text-xs text-muted-foreground">
          {article.isSticky && (
            <span className="inline-flex items-center gap-1 font-medium text-primary">
              <Pin aria-hidden="true" className="size-3" />
              {t('news:pinned')}
            </span>
          )}
          <time dateTime={article.publishedAt}>{fmt.date(article.publishedAt, 'medium')}</time>
        </p>
        <p className="text-sm text-muted-foreground">{article.excerpt}</p>
        <TagChips tags={article.tags} className="mt-auto pt-2" />
      </div>
    </li>
  );
}
