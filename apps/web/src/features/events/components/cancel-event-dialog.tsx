import { EVENT_LIMITS, type EventDetail } from '@stride/contracts';
import { Ban } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { DialogClose, DialogFooter } from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { TitledDialog } from '@/components/ui/titled-dialog';
import { toast } from '@/components/ui/use-toast';
import { useFormat } from '@/hooks/use-format';
import { ApiRequestError } from '@/lib/api-client';
import { translateMessage } from '@/lib/messages';
import { useCancelEvent } from '../api/cancel-event';
import type { SeriesScope } from '../api/update-event';
import { cancelledNoticeId } from '../lib/cancelled-notice';
import { SeriesScopeChoice } from './series-scope-choice';

/**
 * 'Cancel event' and its confirmation; a recurring occurrence can cancel just this run or the series.
 * The parent owns `open` so the dialog stays mounted while the cancelled event is read back.
 */
export function CancelEventDialog({
  event,
  open,
  onOpenChange: setOpen,
}: {
  event: EventDetail;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation(['events', 'messages']);
  const fmt = useFormat();
  const [scope, setScope] = useState<SeriesScope>('single');
  const [message, setMessage] = useState('');
  const messageId = useId();
  const done = useRef(false);
  const cancel = useCancelEvent(event.id);
  const confirm = () =>
    cancel.mutate(
      { scope, message },
      {
        onSuccess: ({ cancelled }) => {
          toast({
            title: t('events:manage.cancelledTitle'),
            description: t('events:manage.cancelledBody', { count: cancelled }),
            variant: 'success',
          });
          done.current = true;
          setOpen(false);
        },
        onError: (error) =>
          toast({
            title: t('events:manage.cancelFailed'),
            description:
              error instanceof ApiRequestError && error.status === 403
                ? t('events:manage.notCreator')
                : translateMessage(t, error) || t('events:errors.tryLater'),
            variant: 'destructive',
          }),
      },
    );
  return (
    <TitledDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button variant="outline" size="sm" className="text-destructive hover:text-destructive">
          <Ban aria-hidden="true" />
          {t('events:manage.cancel')}
        </Button>
      }
      content={{
        onCloseAutoFocus: (e) => {
          // The trigger is gone once the event is cancelled: move focus to the cancelled notice instead.
          const notice = done.current ? document.getElementById(cancelledNoticeId(event.id)) : null;
          if (notice) {
            e.preventDefault();
            notice.focus();
          }
        },
      }}
      title={t('events:manage.confirmTitle')}
      description={t('events:manage.confirmBody', { title: event.title })}
    >
      {event.isRecurring && (
        <SeriesScopeChoice
          value={scope}
          onChange={setScope}
          legend={t('events:manage.cancelWhich')}
          when={fmt.dateTime(event.date, event.time)}
        />
      )}
      <div className="grid gap-1.5">
        <Label htmlFor={messageId}>{t('events:manage.messageLabel')}</Label>
        <Textarea
          id={messageId}
          value={message}
          onChange={(e) => setMessage(e.target.value)}
          maxLength={EVENT_LIMITS.cancelMessage}
          aria-describedby={`${messageId}-hint`}
          className="min-h-20"
        />
        <p id={`${messageId}-hint`} className="text-sm text-muted-foreground">
          {t('events:manage.messageHint')}
        </p>
      </div>
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline">{t('events:manage.keep')}</Button>
        </DialogClose>
        <Button variant="destructive" onClick={confirm} disabled={cancel.isPending}>
          {cancel.isPending ? t('events:manage.cancelling') : t('events:manage.confirmCancel')}
        </Button>
      </DialogFooter>
    </TitledDialog>
  );
}
