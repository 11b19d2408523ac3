import { useWatch, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useDebounced } from '@/hooks/use-debounced';
import { usePreview } from '../api/preview-article';
import type { NewsDraft } from '../lib/news-draft';
import { ArticleBody } from './article-body';

/** The article as readers will see it, rendered by the server a moment after the writing stops. */
export function NewsPreview({ control }: { control: Control<NewsDraft> }) {
  const { t } = useTranslation('news');
  const [title, content] = useWatch({ control, name: ['title', 'content'] });
  const preview = usePreview(useDebounced(content, 400));
  return (
    <section aria-labelledby="preview-heading" className="rounded-lg border p-4">
      <h2 id="preview-heading" className="mb-3 text-sm font-semibold text-muted-foreground uppercase">
        {t('news:editor.preview')}
      </h2>
      <p className="mb-4 text-2xl font-bold">{title || t('news:editor.untitled')}</p>
      {content.trim() ? (
        <ArticleBody html={preview.data?.contentHtml ?? ''} />
      ) : (
        <p className="text-muted-foreground">{t('news:editor.previewEmpty')}</p>
      )}
    </section>
  );
}
