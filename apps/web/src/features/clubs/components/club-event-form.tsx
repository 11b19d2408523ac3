import { EVENT_DISTANCE_OPTIONS, type RunclubDetail } from '@stride/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { toast } from '@/components/ui/use-toast';
import { fieldMessages, translateMessage } from '@/lib/messages';
import { useCreateClubEvent } from '../api/create-club-event';
import { EVENT_DISTANCE_LABELS } from '@/lib/option-labels';
import { OptionChips } from './option-chips';

/** Organisers post a run as the club, at the club's place; members are told in the app. */
export function ClubEventForm({ club }: { club: RunclubDetail }) {
  const { t } = useTranslation(['clubs', 'messages']);
  const create = useCreateClubEvent();
  const [title, setTitle] = useState('');
  const [date, setDate] = useState('');
  const [time, setTime] = useState('06:30');
  const [distances, setDistances] = useState<string[]>(club.distances.slice(0, 1));
  const [description, setDescription] = useState('');
  const [error, setError] = useState<string | null>(null);
  if (club.lat === null || club.lng === null) return null;

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    setError(null);
    create.mutate(
      {
        clubId: club.id,
        title,
        date,
        time,
        distances,
        description: description || null,
        location: club.location,
        lat: club.lat!,
        lng: club.lng!,
      },
      {
        onSuccess: () => {
          toast({ title: t('clubs:clubEvent.posted'), variant: 'success' });
          setTitle('');
          setDescription('');
        },
        onError: (err) => {
          setError(
            Object.values(fieldMessages(t, err))[0] ?? translateMessage(t, err) ?? t('clubs:errors.tryLater'),
          );
        },
      },
    );
  };

  return (
    <form onSubmit={submit} className="space-y-3" aria-labelledby="club-event-heading">
      <h3 id="club-event-heading" className="font-semibold">
        {t('clubs:clubEvent.title')}
      </h3>
      <div className="space-y-1.5">
        <Label htmlFor="club-event-title">{t('clubs:clubEvent.name')}</Label>
        <Input
          id="club-event-title"
          required
          maxLength={200}
          value={title}
          onChange={(e) => setTitle(e.target.value)}
        />
      </div>
      <div className="grid grid-cols-2 gap-3">
        <div className="space-y-1.5">
          <Label htmlFor="club-event-date">{t('clubs:clubEvent.date')}</Label>
          <Input
            id="club-event-date"
            type="date"
            required
            value={date}
            onChange={(e) => setDate(e.target.value)}
          />
        </div>
        <div className="space-y-1.5">
          <Label htmlFor="club-event-time">{t('clubs:clubEvent.time')}</Label>
          <Input
            id="club-event-time"
            type="time"
            required
            value={time}
            onChange={(e) => setTime(e.target.value)}
          />
        </div>
      </div>
      <OptionChips
        legend={t('clubs:clubEvent.distances')}
        options={EVENT_DISTANCE_OPTIONS}
        labels={EVENT_DISTANCE_LABELS}
        value={distances}
        onChange={setDistances}
      />
      <div className="space-y-1.5">
        <Label htmlFor="club-event-description">{t('clubs:clubEvent.description')}</Label>
        <textarea
          id="club-event-description"
          className="min-h-20 w-full rounded-md border bg-background px-3 py-2 text-sm"
          value={description}
          maxLength={5000}
          onChange={(e) => setDescription(e.target.value)}
        />
      </div>
      <p className="text-xs text-muted-foreground">
        {t('clubs:clubEvent.where', { location: club.location })}
      </p>
      {error && (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
      <Button type="submit" disabled={create.isPending || distances.length === 0}>
        {create.isPending ? t('clubs:clubEvent.posting') : t('clubs:clubEvent.submit')}
      </Button>
    </form>
  );
}
