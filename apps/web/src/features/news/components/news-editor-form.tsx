import { newsState, type NewsEditable } from '@stride/contracts';
import { useRef } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { focusFirstInvalid } from '@/components/ui/form-field';
import { toast } from '@/components/ui/use-toast';
import { fieldMessages, translateMessage } from '@/lib/messages';
import { useSaveArticle } from '../api/save-article';
import {
  EMPTY_DRAFT,
  draftField,
  draftOf,
  newsDraftResolver,
  toBody,
  type NewsDraft,
} from '../lib/news-draft';
import { isLater } from '../lib/schedule';
import { NewsPublishFields, NewsTextFields } from './news-draft-fields';
import { NewsEditorActions } from './news-editor-actions';
import { NewsImageField } from './news-image-field';
import { NewsPreview } from './news-preview';

const SAVED_KEYS = {
  draft: 'news:editor.saved.draft',
  scheduled: 'news:editor.saved.scheduled',
  live: 'news:editor.saved.live',
} as const;

/** Write, preview, schedule, publish and unpublish one article (a new one when `article` is undefined). */
export function NewsEditorForm({ article }: { article: NewsEditable | undefined }) {
  const { t } = useTranslation(['news', 'messages']);
  const navigate = useNavigate();
  const save = useSaveArticle();
  const formRef = useRef<HTMLFormElement>(null);
  const form = useForm<NewsDraft>({
    resolver: newsDraftResolver,
    defaultValues: article ? draftOf(article) : EMPTY_DRAFT,
    shouldFocusError: false,
  });
  const { errors } = form.formState;
  const err = (name: keyof NewsDraft) => translateMessage(t, errors[name]?.message);
  const publishAt = useWatch({ control: form.control, name: 'publishAt' });

  const onSave = (status: 'draft' | 'published') =>
    void form.handleSubmit(
      (draft) =>
        save.mutate(
          { id: article?.id ?? null, body: toBody(draft, status) },
          {
            onSuccess: (saved) => {
              toast({ title: t(SAVED_KEYS[newsState(saved)]) });
              if (!article) void navigate(`/admin/news/${saved.id}`, { replace: true });
            },
            onError: (e) => {
              for (const [path, message] of Object.entries(fieldMessages(t, e)))
                form.setError(draftField(path), { type: 'server', message });
              focusFirstInvalid(formRef.current);
              toast({
                title: t('news:editor.saveFailed'),
                description: translateMessage(t, e),
                variant: 'destructive',
              });
            },
          },
        ),
      () => focusFirstInvalid(formRef.current),
    )();

  return (
    <div className="grid gap-8 lg:grid-cols-2">
      <form ref={formRef} noValidate className="space-y-4" onSubmit={(e) => e.preventDefault()}>
        <NewsTextFields form={form} err={err} />
        <NewsImageField form={form} err={err} />
        <NewsPublishFields form={form} err={err} />
        <NewsEditorActions
          article={article}
          scheduled={isLater(publishAt)}
          saving={save.isPending}
          onSave={onSave}
        />
      </form>
      <NewsPreview control={form.control} />
    </div>
  );
}
