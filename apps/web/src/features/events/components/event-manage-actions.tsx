import type { EventDetail } from '@stride/contracts';
import { Pencil } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { useAuth } from '@/features/auth';
import { canManage } from '../lib/can-manage';
import { CancelEventDialog } from './cancel-event-dialog';

/** 'Edit event' and 'Cancel event' for whoever manages the run (lib/can-manage.ts); nothing for anyone else. */
export function EventManageActions({ event }: { event: EventDetail }) {
  const { t } = useTranslation('events');
  const { user } = useAuth();
  const [cancelOpen, setCancelOpen] = useState(false);
  // Kept while the confirmation is open, so it can close itself once the event reads back cancelled.
  if (!canManage(event) && !cancelOpen) return null;
  return (
    <section
      aria-label={t('events:manage.label')}
      className="flex flex-wrap items-center gap-2 rounded-lg border bg-muted/40 p-3"
    >
      <p className="w-full text-sm font-medium">
        {user?.id === event.creatorId ? t('events:manage.youHost') : t('events:manage.youManage')}
      </p>
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
