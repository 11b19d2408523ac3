import { newsState, type NewsEditable, type NewsInput } from '@stride/contracts';
import { ArrowLeft } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/use-toast';
import { usePageTitle } from '@/hooks/use-page-title';
import { fieldMessages, translateMessage } from '@/lib/messages';
import { useDeleteArticle } from '../api/delete-article';
import { useEditorArticle } from '../api/get-editor-article';
import { usePreview } from '../api/preview-article';
import { useSaveArticle } from '../api/save-article';
import { useUploadImage } from '../api/upload-image';
import { ArticleBody } from '../components/article-body';
import { ArticleState } from '../components/article-state';
import { WritersOnly } from '../components/writers-only';
import { fromLocalInput, isLater, parseTags, toLocalInput } from '../lib/schedule';

const SAVED_KEYS = {
  draft: 'news:editor.saved.draft',
  scheduled: 'news:editor.saved.scheduled',
  live: 'news:editor.saved.live',
} as const;

interface Draft {
  title: string;
  excerpt: string;
  content: string;
  tags: string;
  isSticky: boolean;
  featuredImage: string | null;
  publishAt: string;
}

const EMPTY: Draft = {
  title: '',
  excerpt: '',
  content: '',
  tags: '',
  isSticky: false,
  featuredImage: null,
  publishAt: '',
};

const fromArticle = (a: NewsEditable): Draft => ({
  title: a.title,
  excerpt: a.excerpt ?? '',
  content: a.content,
  tags: a.tags.join(', '),
  isSticky: a.isSticky,
  featuredImage: a.featuredImage,
  publishAt: toLocalInput(a.publishedAt),
});

/** The preview follows the text after a short pause, not on every key press. */
function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/** /admin/news/new and /admin/news/:id: write, preview, schedule, publish and unpublish. */
function NewsEditorPage() {
  const { t } = useTranslation(['news', 'messages']);
  usePageTitle('common:pageTitles.adminNewsEditor');
  const navigate = useNavigate();
  const params = useParams();
  const id = params.id && /^\d+$/.test(params.id) ? Number(params.id) : null;
  const existing = useEditorArticle(id);
  const save = useSaveArticle();
  const remove = useDeleteArticle();
  const upload = useUploadImage();
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [fields, setFields] = useState<Record<string, string[]>>({});
  const [loadedId, setLoadedId] = useState<number | null>(null);
  const preview = usePreview(useDebounced(draft.content, 400));
  const ids = {
    title: useId(),
    excerpt: useId(),
    content: useId(),
    tags: useId(),
    when: useId(),
    image: useId(),
  };

  // The stored article fills the form once; later refetches never overwrite what is being typed.
  if (existing.data && loadedId !== existing.data.id) {
    setLoadedId(existing.data.id);
    setDraft(fromArticle(existing.data));
  }

  if (id != null && existing.isError)
    return (
      <p role="alert" className="p-8">
        {t('news:loadFailed')}
      </p>
    );
  if (id != null && !existing.data) return <Skeleton className="m-8 h-96" />;
  const article = existing.data;
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((d) => ({ ...d, [key]: value }));

  const submit = (status: 'draft' | 'published') => {
    const body: NewsInput = {
      title: draft.title,
      content: draft.content,
      excerpt: draft.excerpt.trim() || null,
      tags: parseTags(draft.tags),
      isSticky: draft.isSticky,
      featuredImage: draft.featuredImage,
      status,
      publishedAt: fromLocalInput(draft.publishAt),
    };
    save.mutate(
      { id, body },
      {
        onSuccess: (saved) => {
          setFields({});
          toast({ title: t(SAVED_KEYS[newsState(saved)]) });
          if (id == null) void navigate(`/admin/news/${saved.id}`, { replace: true });
        },
        onError: (e) => {
          setFields(
            Object.fromEntries(Object.entries(fieldMessages(t, e)).map(([name, text]) => [name, [text]])),
          );
          toast({
            title: t('news:editor.saveFailed'),
            description: translateMessage(t, e),
            variant: 'destructive',
          });
        },
      },
    );
  };

  const onImage = (file: File | undefined) => {
    if (!file) return;
    upload.mutate(file, {
      onSuccess: ({ url }) => set('featuredImage', url),
      onError: (e) =>
        toast({
          title: t('news:editor.imageFailed'),
          description: translateMessage(t, e),
          variant: 'destructive',
        }),
    });
  };

  const fieldError = (name: string) =>
    fields[name]?.length ? (
      <p className="text-sm text-destructive" role="alert">
        {fields[name]!.join(' ')}
      </p>
    ) : null;
  const scheduled = isLater(draft.publishAt);
  const busy = save.isPending || remove.isPending;

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
      <div className="grid gap-8 lg:grid-cols-2">
        <form className="space-y-4" onSubmit={(e) => e.preventDefault()}>
          <div className="space-y-1.5">
            <Label htmlFor={ids.title}>{t('news:editor.title')}</Label>
            <Input
              id={ids.title}
              value={draft.title}
              maxLength={200}
              onChange={(e) => set('title', e.target.value)}
            />
            {fieldError('title')}
          </div>
          <div className="space-y-1.5">
            <Label htmlFor={ids.excerpt}>{t('news:editor.excerpt')}</Label>
            <Input
              id={ids.excerpt}
              value={draft.excerpt}
              maxLength={300}
              onChange={(e) => set('excerpt', e.target.value)}
            />
            <p className="text-xs text-muted-foreground">{t('news:editor.excerptHint')}</p>
            {fieldError('excerpt')}
          </div>
          <div className="space-y-1.5">
            <Label htmlFor={ids.content}>{t('news:editor.content')}</Label>
            <textarea
              id={ids.content}
              value={draft.content}
              onChange={(e) => set('content', e.target.value)}
              className="min-h-72 w-full rounded-md border bg-background p-3 font-mono text-sm"
            />
            <p className="text-xs text-muted-foreground">{t('news:editor.markdownHint')}</p>
            {fieldError('content')}
          </div>
          <div className="space-y-1.5">
            <Label htmlFor={ids.tags}>{t('news:editor.tags')}</Label>
            <Input id={ids.tags} value={draft.tags} onChange={(e) => set('tags', e.target.value)} />
            <p className="text-xs text-muted-foreground">{t('news:editor.tagsHint')}</p>
            {Object.entries(fields)
              .filter(([k]) => k.startsWith('tags'))
              .map(([k, v]) => (
                <p key={k} className="text-sm text-destructive" role="alert">
                  {v.join(' ')}
                </p>
              ))}
          </div>
          <div className="space-y-1.5">
            <Label htmlFor={ids.image}>{t('news:editor.image')}</Label>
            {draft.featuredImage && (
              <div className="flex items-center gap-3">
                <img src={draft.featuredImage} alt="" className="h-20 rounded border object-cover" />
                <Button variant="outline" size="sm" onClick={() => set('featuredImage', null)}>
                  {t('news:editor.removeImage')}
                </Button>
              </div>
            )}
            <input
              id={ids.image}
              type="file"
              accept="image/jpeg,image/png,image/webp"
              disabled={upload.isPending}
              onChange={(e) => onImage(e.target.files?.[0])}
              className="block text-sm"
            />
          </div>
          <div className="space-y-1.5">
            <Label htmlFor={ids.when}>{t('news:editor.publishAt')}</Label>
            <Input
              id={ids.when}
              type="datetime-local"
              value={draft.publishAt}
              onChange={(e) => set('publishAt', e.target.value)}
            />
            <p className="text-xs text-muted-foreground">{t('news:editor.publishAtHint')}</p>
            {fieldError('publishedAt')}
          </div>
          <label className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              checked={draft.isSticky}
              onChange={(e) => set('isSticky', e.target.checked)}
            />
            {t('news:editor.sticky')}
          </label>
          <div className="flex flex-wrap gap-2 border-t pt-4">
            <Button disabled={busy} onClick={() => submit('published')}>
              {scheduled ? t('news:editor.schedule') : t('news:editor.publish')}
            </Button>
            <Button variant="outline" disabled={busy} onClick={() => submit('draft')}>
              {article && article.status === 'published'
                ? t('news:editor.unpublish')
                : t('news:editor.saveDraft')}
            </Button>
            {article && (
              <Button
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
        </form>
        <section aria-labelledby="preview-heading" className="rounded-lg border p-4">
          <h2 id="preview-heading" className="mb-3 text-sm font-semibold text-muted-foreground uppercase">
            {t('news:editor.preview')}
          </h2>
          <p className="mb-4 text-2xl font-bold">{draft.title || t('news:editor.untitled')}</p>
          {draft.content.trim() ? (
            <ArticleBody html={preview.data?.contentHtml ?? ''} />
          ) : (
            <p className="text-muted-foreground">{t('news:editor.previewEmpty')}</p>
          )}
        </section>
      </div>
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
