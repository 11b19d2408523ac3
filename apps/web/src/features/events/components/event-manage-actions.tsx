import type { EventDetail } from '@stride/contracts';
import { Pencil } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { useAuth } from '@/features/auth';
import { isUpcoming } from '../api/get-user-events';
import { CancelEventDialog } from './cancel-event-dialog';

/** True when the signed-in runner created the event and it can still change (not cancelled, not started). */
export function canManage(event: EventDetail, userId: string | undefined): boolean {
  return !!userId && userId === event.creatorId && event.status !== 'cancelled' && isUpcoming(event);
}

/** The creator's 'Edit event' and 'Cancel event'; nothing for anyone else. */
export function EventManageActions({ event }: { event: EventDetail }) {
  const { t } = useTranslation('events');
  const { user } = useAuth();
  const [cancelOpen, setCancelOpen] = useState(false);
  // Kept while the confirmation is open, so it can close itself once the event reads back cancelled.
  if (!canManage(event, user?.id) && !cancelOpen) return null;
  return (
    <section
      aria-label={t('events:manage.label')}
      className="flex flex-wrap items-center gap-2 rounded-lg border bg-muted/40 p-3"
    >
      <p className="w-full text-sm font-medium">{t('events:manage.youHost')}</p>
      <Button asChild variant="outline" size="sm">
        <Link to={`/events/${event.id}/edit`}>
          <Pencil aria-hidden="true" />
          {t('events:manage.edit')}
        </Link>
      </Button>
      <CancelEventDialog event={event} open={cancelOpen} onOpenChange={setCancelOpen} />
    </section>
  );
}
