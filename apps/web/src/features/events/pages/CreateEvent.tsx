import { LIMITS } from '@stride/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '@/hooks/use-page-title';
import { useSubmitEvent } from '../api/use-submit-event';
import type { DefaultValues } from 'react-hook-form';
import { EventFormBody, type EventFormValues } from '../components/event-form';

const EMPTY_EVENT: DefaultValues<EventFormValues> = {
  title: '',
  description: '',
  date: '',
  time: '07:00',
  location: '',
  distances: [],
  maxParticipants: LIMITS.defaultMaxParticipants,
  eventType: 'user',
  isClubEvent: false,
  abilityLevels: [],
  creatorComments: '',
  isRace: false,
  raceCost: null,
  raceWebsite: '',
  meetingPoint: '',
  eventUrl: '',
  isRecurring: false,
  recurringType: null,
  recurringEndDate: null,
  recurringDaysOfWeek: [],
};

/** /create — the full event form with race, club and recurrence fields (SPEC 3 and 5). */
export default function CreateEvent() {
  const { t } = useTranslation('events');
  usePageTitle('common:pageTitles.createEvent');
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>();
  const { submit, isPending } = useSubmitEvent(setFieldErrors);
  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <h1 className="text-3xl font-bold tracking-tight">{t('events:create.title')}</h1>
      <p className="mt-1 text-muted-foreground">{t('events:create.subtitle')}</p>
      <EventFormBody
        defaultValues={EMPTY_EVENT}
        onSubmit={submit}
        fieldErrors={fieldErrors}
        isPending={isPending}
        submitLabel={t('events:create.submit')}
        pendingLabel={t('events:create.creating')}
      />
    </div>
  );
}
