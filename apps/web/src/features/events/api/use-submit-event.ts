import type { CreateEventInput } from '@stride/contracts';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from '@/components/ui/use-toast';
import { ApiRequestError } from '@/lib/api-client';
import { useCreateEvent } from './create-event';

/**
 * Posts a validated event; on success toasts and opens the new event's page. Server field errors are
 * handed to `onFieldErrors` so the form can show them next to their fields.
 */
export function useSubmitEvent(onFieldErrors: (fields: Record<string, string>) => void) {
  const { t } = useTranslation('events');
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
        const fields = error instanceof ApiRequestError ? error.apiError?.fields : undefined;
        if (fields)
          onFieldErrors(Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, v[0] ?? ''])));
        toast({
          title: t('events:create.failedTitle'),
          description:
            (error instanceof ApiRequestError && error.serverMessage) || t('events:errors.tryLater'),
          variant: 'destructive',
        });
      },
    });
  return { submit, isPending: create.isPending };
}
