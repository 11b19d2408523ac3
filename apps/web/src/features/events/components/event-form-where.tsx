import { EVENT_MESSAGES } from '@stride/contracts';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Input } from '@/components/ui/input';
import { FormField } from '@/components/ui/form-field';
import type { EventForm, EventFormValues, FieldError } from './event-form';
import { LazyEventsMap } from './lazy-events-map';
import { LocalityCombobox } from '@/features/locations';
import { translateMessage } from '@/lib/messages';

const round5 = (n: number) => Math.round(n * 100_000) / 100_000;

/** Where: the locality search, the draggable meeting-point pin and the meeting point text. */
export function EventFormWhere({
  form,
  err,
  initialLocation,
}: {
  form: EventForm;
  err: FieldError;
  initialLocation?: string;
}) {
  const { t } = useTranslation(['events', 'messages']);
  const { register, setValue, control, formState } = form;
  const errors = formState.errors;
  const [lat, lng, location] = useWatch({ control, name: ['lat', 'lng', 'location'] });
  const hasPoint = typeof lat === 'number' && typeof lng === 'number';
  const movePin = (p: { lat: number; lng: number }) => {
    setValue('lat', round5(p.lat), { shouldDirty: true });
    setValue('lng', round5(p.lng), { shouldDirty: true });
  };
  return (
    <fieldset className="space-y-4">
      <legend className="mb-2 text-lg font-semibold">{t('events:create.where')}</legend>
      <FormField
        id="location"
        label={t('events:create.location')}
        error={
          err('location') ?? (errors.lat ? translateMessage(t, EVENT_MESSAGES.locationRequired) : undefined)
        }
      >
        <LocalityCombobox
          id="location"
          label={t('events:create.location')}
          initialText={initialLocation}
          invalid={!!errors.location}
          onSelect={(s) => {
            setValue('location', s.label, { shouldValidate: true, shouldDirty: true });
            setValue('state', s.state as EventFormValues['state']);
            movePin(s);
          }}
        />
      </FormField>
      {hasPoint && (
        <div>
          <LazyEventsMap
            className="h-64 w-full overflow-hidden rounded-lg border"
            center={{ lat, lng }}
            zoom={14}
            showCenterPin
            onPinMove={movePin}
            onMapClick={movePin}
            events={[]}
            label={t('events:create.pinLabel', { location })}
            pinLabel={t('events:create.meetingPoint')}
            viewLabel={t('events:map.viewEvent')}
          />
          <p className="mt-1 text-xs text-muted-foreground" data-testid="pin-coords">
            {t('events:create.pinHint', { latitude: lat, longitude: lng })}
          </p>
        </div>
      )}
      <FormField id="meetingPoint" label={t('events:create.meetingPoint')} error={err('meetingPoint')}>
        <Input
          id="meetingPoint"
          maxLength={500}
          placeholder={t('events:create.meetingPointPlaceholder')}
          {...register('meetingPoint')}
        />
      </FormField>
    </fieldset>
  );
}
