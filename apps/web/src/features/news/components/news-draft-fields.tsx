import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Input } from '@/components/ui/input';
import { FormField, describedBy } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';
import type { NewsDraft } from '../lib/news-draft';

export interface NewsFieldsProps {
  form: UseFormReturn<NewsDraft>;
  /** A field's error, already in the reader's language. */
  err: (name: keyof NewsDraft) => string | undefined;
}

/** The article's words: title, excerpt, Markdown body and tags. */
export function NewsTextFields({ form, err }: NewsFieldsProps) {
  const { t } = useTranslation('news');
  const { register } = form;
  return (
    <>
      <FormField id="news-title" label={t('news:editor.title')} error={err('title')}>
        <Input
          id="news-title"
          maxLength={200}
          {...describedBy('news-title', err('title'))}
          {...register('title')}
        />
      </FormField>
      <FormField
        id="news-excerpt"
        label={t('news:editor.excerpt')}
        hint={t('news:editor.excerptHint')}
        error={err('excerpt')}
      >
        <Input
          id="news-excerpt"
          maxLength={300}
          {...describedBy('news-excerpt', err('excerpt'), true)}
          {...register('excerpt')}
        />
      </FormField>
      <FormField
        id="news-content"
        label={t('news:editor.content')}
        hint={t('news:editor.markdownHint')}
        error={err('content')}
      >
        <Textarea
          id="news-content"
          className="min-h-72 p-3 font-mono"
          {...describedBy('news-content', err('content'), true)}
          {...register('content')}
        />
      </FormField>
      <FormField
        id="news-tags"
        label={t('news:editor.tags')}
        hint={t('news:editor.tagsHint')}
        error={err('tags')}
      >
        <Input id="news-tags" {...describedBy('news-tags', err('tags'), true)} {...register('tags')} />
      </FormField>
    </>
  );
}

/** When it goes live (later schedules it) and whether it stays on top of the list. */
export function NewsPublishFields({ form, err }: NewsFieldsProps) {
  const { t } = useTranslation('news');
  const { register } = form;
  return (
    <>
      <FormField
        id="news-publish-at"
        label={t('news:editor.publishAt')}
        hint={t('news:editor.publishAtHint')}
        error={err('publishAt')}
      >
        <Input
          id="news-publish-at"
          type="datetime-local"
          {...describedBy('news-publish-at', err('publishAt'), true)}
          {...register('publishAt')}
        />
      </FormField>
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" {...register('isSticky')} />
        {t('news:editor.sticky')}
      </label>
    </>
  );
}
