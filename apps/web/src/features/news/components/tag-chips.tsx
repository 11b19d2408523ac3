import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cn } from '@/lib/utils';

/** Tags as links to the list filtered by that tag. */
export function TagChips({ tags, className }: { tags: string[]; className?: string }) {
  const { t } = useTranslation('news');
  if (!tags.length) return null;
  return (
    <ul className={cn('flex flex-wrap gap-1.5', className)} aria-label={t('news:tags')}>
      {tags.map((tag) => (
        <li key={tag}>
          <Link
            to={`/news?tag=${encodeURIComponent(tag)}`}
            className="inline-block rounded-full border px-2.5 py-0.5 text-xs font-medium hover:bg-accent"
          >
            #{tag}
          </Link>
        </li>
      ))}
    </ul>
  );
}
