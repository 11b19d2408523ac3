import type { EventDetail } from '@stride/contracts';
import { ArrowLeft } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useFormat } from '@/hooks/use-format';
import { usePageTitle } from '@/hooks/use-page-title';
import { useEvent } from '../api/get-event';
import type { SeriesScope } from '../api/update-event';
import { useSaveEvent } from '../api/use-save-event';
import { EventFormBody } from '../components/event-form';
import { canManage } from '../lib/can-manage';
import { SeriesScopeChoice } from '../components/series-scope-choice';
import { eventFormValues } from '../lib/event-edit';

/** /events/:id/edit — the creator changes an upcoming event (or the rest of its series). */
export default function EditEvent() {
  const { t } = useTranslation('events');
  usePageTitle('events:edit.pageTitle');
  const { id } = useParams();
  const eventId = /^\d+$/.test(id ?? '') ? Number(id) : null;
  const query = useEvent(eventId);
  const event = query.data;
  const back = eventId ? `/events/${eventId}` : '/';
  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <Button asChild variant="ghost" size="sm" className="mb-4">
        <Link to={back}>
          <ArrowLeft aria-hidden="true" />
          {t('events:edit.back')}
        </Link>
      </Button>
      <h1 className="text-3xl font-bold tracking-tight">{t('events:edit.title')}</h1>
      {eventId == null || query.isError ? (
        <Refusal text={t('events:detail.notFoundBody')} back={back} />
      ) : !event ? (
        <div className="mt-6 space-y-3" aria-busy="true">
          <Skeleton className="h-10 w-full" />
          <Skeleton className="h-40 w-full" />
        </div>
      ) : !canManage(event) ? (
        <Refusal
          text={
            !event.canManage
              ? t('events:manage.notCreator')
              : event.status === 'cancelled'
                ? t('events:edit.cancelled')
                : t('events:edit.started')
          }
          back={back}
        />
      ) : (
        <EditForm event={event} />
      )}
    </div>
  );
}

function Refusal({ text, back }: { text: string; back: string }) {
  const { t } = useTranslation('events');
  return (
    <div role="alert" className="mt-6 rounded-lg border p-6">
      <p>{text}</p>
      <Button asChild className="mt-4">
        <Link to={back}>{t('events:edit.back')}</Link>
      </Button>
    </div>
  );
}

function EditForm({ event }: { event: EventDetail }) {
  const { t } = useTranslation('events');
  const fmt = useFormat();
  const before = useMemo(() => eventFormValues(event), [event]);
  const [scope, setScope] = useState<SeriesScope>('single');
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>();
  const { save, isPending } = useSaveEvent(event.id, setFieldErrors);
  return (
    <>
      <p className="mt-1 text-muted-foreground">{t('events:edit.subtitle', { title: event.title })}</p>
      <EventFormBody
        defaultValues={before}
        onSubmit={(after) => save(before, after, scope)}
        fieldErrors={fieldErrors}
        isPending={isPending}
        submitLabel={t('events:edit.submit')}
        pendingLabel={t('events:edit.saving')}
        editing
        lockDate={scope === 'series'}
        before={
          event.isRecurring ? (
            <SeriesScopeChoice
              value={scope}
              onChange={setScope}
              legend={t('events:edit.which')}
              when={fmt.dateTime(event.date, event.time)}
            />
          ) : undefined
        }
        actions={
          <Button asChild variant="ghost" size="lg">
            <Link to={`/events/${event.id}`}>{t('events:edit.discard')}</Link>
          </Button>
        }
      />
    </>
  );
}
