import { zodResolver } from '@hookform/resolvers/zod';
import { checkInInputSchema, checkInOpen, type EventDetail } from '@stride/contracts';
import { CircleCheck } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { describedBy, FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/use-toast';
import { translateMessage } from '@/lib/messages';
import { useCheckIn } from '../api/attendance';

/**
 * A runner holding a place checks in with the run's 4-digit code, from 30 minutes before the start until
 * 3 hours after (issue 29). The host's QR code opens the page with the code filled in.
 */
export function CheckInCard({ event }: { event: EventDetail }) {
  const { t } = useTranslation(['events', 'messages']);
  const [params] = useSearchParams();
  const checkIn = useCheckIn(event.id);
  const form = useForm<{ code: string }>({
    resolver: zodResolver(checkInInputSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { code: params.get('checkIn') ?? '' },
  });
  if (event.userPresent === true)
    return (
      <p className="flex items-center gap-2 text-sm font-medium text-primary" data-testid="checked-in">
        <CircleCheck aria-hidden="true" className="size-4" />
        {t('events:checkIn.done')}
      </p>
    );
  if (!checkInOpen(event.startsAt)) return null;

  const id = `check-in-${event.id}`;
  const error = translateMessage(t, form.formState.errors.code?.message);
  const onSubmit = form.handleSubmit(({ code }) =>
    checkIn.mutate(code, {
      onSuccess: () => toast({ title: t('events:checkIn.done'), variant: 'success' }),
      onError: (err) =>
        form.setError('code', { message: translateMessage(t, err) ?? t('events:toast.joinFailedBody') }),
    }),
  );
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="space-y-3 rounded-lg border p-4"
      data-testid="check-in-form"
    >
      <FormField id={id} label={t('events:checkIn.title')} hint={t('events:checkIn.body')} error={error}>
        <Input
          id={id}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={4}
          className="w-24 text-center font-mono tracking-widest"
          {...describedBy(id, error, true)}
          {...form.register('code')}
        />
      </FormField>
      <Button type="submit" disabled={checkIn.isPending}>
        {t('events:checkIn.submit')}
      </Button>
    </form>
  );
}
