import type { NewsEditable } from '@stride/contracts';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { useDeleteArticle } from '../api/delete-article';

/** Publish (or schedule), save as a draft (or unpublish), and delete a stored article after asking. */
export function NewsEditorActions({
  article,
  scheduled,
  saving,
  onSave,
}: {
  article: NewsEditable | undefined;
  /** The publication time lies ahead: publishing schedules the article. */
  scheduled: boolean;
  saving: boolean;
  onSave: (status: 'draft' | 'published') => void;
}) {
  const { t } = useTranslation('news');
  const navigate = useNavigate();
  const remove = useDeleteArticle();
  const busy = saving || remove.isPending;
  return (
    <div className="flex flex-wrap gap-2 border-t pt-4">
      <Button type="button" disabled={busy} onClick={() => onSave('published')}>
        {scheduled ? t('news:editor.schedule') : t('news:editor.publish')}
      </Button>
      <Button type="button" variant="outline" disabled={busy} onClick={() => onSave('draft')}>
        {article?.status === 'published' ? t('news:editor.unpublish') : t('news:editor.saveDraft')}
      </Button>
      {article && (
        <Button
          type="button"
          variant="destructive"
          disabled={busy}
          onClick={() => {
            if (!window.confirm(t('news:editor.confirmDelete'))) return;
            remove.mutate(article.id, { onSuccess: () => void navigate('/admin/news') });
          }}
        >
          {t('news:editor.delete')}
        </Button>
      )}
    </div>
  );
}
