import { lazy, Suspense } from 'react';
import { isWebLink, type EventDetail } from '@stride/contracts';
import { Ban, CalendarDays, ExternalLink, MapPin, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useAuth } from '@/features/auth';
import { useFormat } from '@/hooks/use-format';
import { ABILITY_LABELS, optionLabel } from '@/lib/option-labels';
import { signInPath } from '@/lib/sign-in-path';
import { eventIcsUrl } from '../api/calendar-feed';
import { canManage } from '../lib/can-manage';
import { cancelledNoticeId } from '../lib/cancelled-notice';
import { useEventTime } from '../lib/event-time';
import { EVENT_TYPE_LABELS, TIME_OF_DAY_LABELS } from '../lib/labels';
import { AttendanceButton } from './attendance-button';
import { CheckInCard } from './check-in-card';
import { DistanceBadges } from './distance-badges';
import { EventHost } from './event-host';
import { EventSocial } from './event-social';
import { ReportButton } from '@/features/moderation';
import { PaceGroups } from './pace-groups';
import { ShareButtons } from './share-buttons';
import { WhosGoing } from './whos-going';

// Only the event's creator needs these (and their dialog), so everyone else never downloads them.
const EventManageActions = lazy(() =>
  import('./event-manage-actions').then((m) => ({ default: m.EventManageActions })),
);
// Attendance (issue 29), with its QR code, is for the run's managers only.
const AttendancePanel = lazy(() =>
  import('./attendance-panel').then((m) => ({ default: m.AttendancePanel })),
);

/** The runner holds a place (not the waitlist). */
const holdsPlace = (event: EventDetail) =>
  event.userAttendanceStatus != null &&
  event.userAttendanceStatus !== 'not_attending' &&
  event.userAttendanceStatus !== 'waitlisted';

/** Everything SPEC section 2 lists for an event; shared by the dialog and the /events/:id page. */
export function EventDetailView({ event, distanceKm }: { event: EventDetail; distanceKm?: number }) {
  const { t } = useTranslation(['events', 'moderation']);
  const fmt = useFormat();
  const eventTime = useEventTime();
  const { isAuthenticated, user } = useAuth();
  // Only http(s) links: an event saved before links were checked may hold a javascript: or data: one.
  const website = [event.eventUrl, event.raceWebsite].find(isWebLink);
  const cancelled = event.status === 'cancelled';
  // The host holds a place from the start (counted as going) and manages the run instead of joining it.
  const isHost = !!user && user.id === event.creatorId;
  return (
    <div className="space-y-5">
      {cancelled && (
        <div
          id={cancelledNoticeId(event.id)}
          tabIndex={-1}
          data-testid="event-cancelled"
          className="flex gap-3 rounded-lg border border-destructive/40 bg-destructive/10 p-4 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
        >
          <Ban aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-destructive" />
          <div>
            <p className="font-semibold text-destructive">{t('events:detail.cancelled')}</p>
            <p className="mt-1 text-sm text-muted-foreground">{t('events:detail.cancelledBody')}</p>
          </div>
        </div>
      )}
      {/* Mounted for whoever manages the run, so the cancel dialog can finish after the run reads back cancelled. */}
      {event.canManage && (
        <Suspense fallback={null}>
          <EventManageActions event={event} />
        </Suspense>
      )}
      <ul className="space-y-1.5 text-sm">
        <li className="flex items-center gap-2">
          <MapPin aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
          <span>{event.location}</span>
          {event.meetingPoint && <span className="text-muted-foreground">· {event.meetingPoint}</span>}
        </li>
        <li className="flex items-center gap-2">
          <CalendarDays aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
          <span data-testid="event-when">{eventTime(event)}</span>
          <span className="text-muted-foreground">
            · {t(TIME_OF_DAY_LABELS[event.timeOfDay] ?? 'events:timeOfDay.night')}
          </span>
        </li>
        <EventHost event={event} />
        {distanceKm != null && (
          <li className="text-muted-foreground">
            {t('events:detail.distanceAway', { distance: fmt.distanceKm(distanceKm, 1) })}
          </li>
        )}
        <li className="flex items-center gap-2">
          <Users aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
          <span data-testid="attendee-count">
            {t('events:detail.attendees', { count: event.participantCount, max: event.maxParticipants })}
          </span>
          {event.waitlistCount > 0 && (
            <span className="text-muted-foreground">
              · {t('events:detail.waitlistCount', { count: event.waitlistCount })}
            </span>
          )}
        </li>
      </ul>
      <div className="flex flex-wrap items-center gap-1.5">
        <DistanceBadges distances={event.distances} />
        {/* A runner's own run needs no type badge; official races and club runs carry theirs. */}
        {event.eventType !== 'user' && (
          <Badge variant="outline">
            {t(EVENT_TYPE_LABELS[event.eventType] ?? 'events:eventType.official')}
          </Badge>
        )}
        {event.isClubEvent && event.clubName && <Badge variant="secondary">{event.clubName}</Badge>}
        {event.abilityLevels.map((a) => (
          <Badge key={a} variant="outline">
            {optionLabel(t, ABILITY_LABELS, a)}
          </Badge>
        ))}
        {event.isRace && event.raceCost != null && (
          <Badge variant="outline">
            {t('events:detail.cost', {
              cost: fmt.number(Number(event.raceCost), { style: 'currency', currency: 'AUD' }),
            })}
          </Badge>
        )}
      </div>
      {event.description && <p className="whitespace-pre-line text-sm">{event.description}</p>}
      {event.creatorComments && (
        <p className="text-sm text-muted-foreground italic">{event.creatorComments}</p>
      )}
      {cancelled ? null : isAuthenticated ? (
        <div className="flex flex-wrap items-center gap-3">
          {isHost ? (
            <Badge data-testid="host-badge">{t('events:detail.host')}</Badge>
          ) : (
            <AttendanceButton event={event} />
          )}
          <Button asChild variant="ghost" size="sm">
            <a href={eventIcsUrl(event.id)} download>
              <CalendarDays aria-hidden="true" />
              {t('events:calendar.addToCalendar')}
            </a>
          </Button>
        </div>
      ) : (
        <div className="rounded-lg border bg-accent/40 p-4">
          <p className="font-semibold">{t('events:detail.signUpTitle')}</p>
          <p className="mt-1 text-sm text-muted-foreground">{t('events:detail.signUpBody')}</p>
          <div className="mt-3 flex gap-2">
            <Button asChild size="sm">
              <Link to={signInPath(`/events/${event.id}`, 'register')}>{t('events:detail.signUp')}</Link>
            </Button>
            <Button asChild size="sm" variant="outline">
              <Link to={signInPath(`/events/${event.id}`)}>{t('events:detail.signIn')}</Link>
            </Button>
          </div>
        </div>
      )}
      {!cancelled && isAuthenticated && !isHost && holdsPlace(event) && <CheckInCard event={event} />}
      <PaceGroups event={event} canJoin={!cancelled && isAuthenticated && !isHost} />
      {event.canManage && !cancelled && (
        <Suspense fallback={null}>
          <AttendancePanel event={event} />
        </Suspense>
      )}
      {website && (
        <a
          href={website}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex items-center gap-1 text-sm font-medium text-primary underline-offset-4 hover:underline"
        >
          {t('events:detail.website')}
          <ExternalLink aria-hidden="true" className="size-3.5" />
        </a>
      )}
      <WhosGoing
        participants={event.participants}
        total={event.participantCount}
        hostId={event.creatorId}
        meId={user?.id}
        removableFrom={canManage(event) ? event.id : undefined}
      />
      <ShareButtons id={event.id} title={event.title} />
      {user && user.id !== event.creatorId && (
        <ReportButton
          targetType="event"
          targetId={event.id}
          label={t('moderation:report.labelEvent', { title: event.title })}
        />
      )}
      <EventSocial event={event} signedIn={isAuthenticated} />
    </div>
  );
}
