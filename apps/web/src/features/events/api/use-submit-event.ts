import type { CreateEventInput } from '@stride/contracts';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from '@/components/ui/use-toast';
import { fieldMessages, translateMessage } from '@/lib/messages';
import { useCreateEvent } from './create-event';

/**
 * Posts a validated event; on success toasts and opens the new event's page. Server field errors are
 * handed to `onFieldErrors` so the form can show them next to their fields.
 */
export function useSubmitEvent(onFieldErrors: (fields: Record<string, string>) => void) {
  const { t } = useTranslation(['events', 'messages']);
  const navigate = useNavigate();
  const create = useCreateEvent();
  const submit = (input: CreateEventInput) =>
    create.mutate(input, {
      onSuccess: (event) => {
        toast({
          title: t('events:create.successTitle'),
          description: t('events:create.successBody', { count: event.occurrenceCount }),
          variant: 'success',
        });
        void navigate(`/events/${event.id}`);
      },
      onError: (error) => {
        const fields = fieldMessages(t, error);
        if (Object.keys(fields).length) onFieldErrors(fields);
        toast({
          title: t('events:create.failedTitle'),
          description: translateMessage(t, error) || t('events:errors.tryLater'),
          variant: 'destructive',
        });
      },
    });
  return { submit, isPending: create.isPending };
}
