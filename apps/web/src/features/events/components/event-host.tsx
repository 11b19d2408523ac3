import type { EventSummary } from '@stride/contracts';
import { User } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/**
 * Who hosts the event, as a line of the event page's facts: the name it was posted under (a runner,
 * the club on Strava, an organiser), or 'Deleted runner' once its creator deleted their account (the
 * server sends that as `creatorDeleted`, so each reader gets it in their own language). Nothing when
 * neither is known.
 */
export function EventHost({ event }: { event: Pick<EventSummary, 'createdBy' | 'creatorDeleted'> }) {
  const { t } = useTranslation('events');
  const name = event.creatorDeleted ? t('events:social.deletedRunner') : event.createdBy;
  if (!name) return null;
  return (
    <li className="flex items-center gap-2" data-testid="event-host">
      <User aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
      <span>{t('events:detail.hostedBy', { name })}</span>
    </li>
  );
}
