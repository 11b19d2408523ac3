import type { CreateEvent } from '@stride/contracts';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from '@/components/ui/use-toast';
import { ApiRequestError } from '@/lib/api-client';
import { fieldMessages, translateMessage } from '@/lib/messages';
import { eventPatch } from '../lib/event-edit';
import type { EventFormValues } from '../components/event-form';
import { useUpdateEvent, type SeriesScope } from './update-event';

/**
 * Sends what changed (PATCH); on success toasts and goes back to the event page. A 403 (not the
 * creator) says so and goes back too; field errors are handed to `onFieldErrors`.
 */
export function useSaveEvent(id: number, onFieldErrors: (fields: Record<string, string>) => void) {
  const { t } = useTranslation(['events', 'messages']);
  const navigate = useNavigate();
  const update = useUpdateEvent(id);
  const back = () => void navigate(`/events/${id}`);
  const save = (before: EventFormValues, after: CreateEvent, scope: SeriesScope) => {
    const patch = eventPatch(before, after, scope);
    if (Object.keys(patch).length === 0) {
      toast({ title: t('events:edit.noChanges') });
      return back();
    }
    update.mutate(
      { patch, scope },
      {
        onSuccess: () => {
          toast({
            title: t('events:edit.successTitle'),
            description: t('events:edit.successBody'),
            variant: 'success',
          });
          back();
        },
        onError: (error) => {
          const api = error instanceof ApiRequestError ? error : undefined;
          const fields = fieldMessages(t, error);
          if (Object.keys(fields).length) onFieldErrors(fields);
          toast({
            title: t('events:edit.failedTitle'),
            description:
              api?.status === 403
                ? t('events:manage.notCreator')
                : translateMessage(t, error) || t('events:errors.tryLater'),
            variant: 'destructive',
          });
          if (api?.status === 403 || api?.status === 409) back();
        },
      },
    );
  };
  return { save, isPending: update.isPending };
}
