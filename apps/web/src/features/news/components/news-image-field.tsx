import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { FormField, describedBy } from '@/components/ui/form-field';
import { toast } from '@/components/ui/use-toast';
import { translateMessage } from '@/lib/messages';
import { useUploadImage } from '../api/upload-image';
import type { NewsFieldsProps } from './news-draft-fields';

/** The featured image: uploaded at once (the server re-encodes it), shown, and removable. */
export function NewsImageField({ form, err }: NewsFieldsProps) {
  const { t } = useTranslation(['news', 'messages']);
  const upload = useUploadImage();
  const image = useWatch({ control: form.control, name: 'featuredImage' });
  const onFile = (file: File | undefined) => {
    if (!file) return;
    upload.mutate(file, {
      onSuccess: ({ url }) => form.setValue('featuredImage', url, { shouldDirty: true }),
      onError: (e) =>
        toast({
          title: t('news:editor.imageFailed'),
          description: translateMessage(t, e),
          variant: 'destructive',
        }),
    });
  };
  return (
    <FormField id="news-image" label={t('news:editor.image')} error={err('featuredImage')}>
      {image && (
        <div className="flex items-center gap-3">
          <img src={image} alt="" className="h-20 rounded border object-cover" />
          <Button
            type="button"
            variant="outline"
            size="sm"
            onClick={() => form.setValue('featuredImage', null, { shouldDirty: true })}
          >
            {t('news:editor.removeImage')}
          </Button>
        </div>
      )}
      <input
        id="news-image"
        type="file"
        accept="image/jpeg,image/png,image/webp"
        disabled={upload.isPending}
        onChange={(e) => onFile(e.target.files?.[0])}
        className="block text-sm"
        {...describedBy('news-image', err('featuredImage'))}
      />
    </FormField>
  );
}
