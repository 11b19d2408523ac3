import type { Participant } from '@stride/contracts';
import { LIMITS } from '@stride/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { UserAvatar } from '@/components/ui/user-avatar';
import { RemoveRunnerDialog } from './remove-runner-dialog';

/**
 * 'Who's Going': up to 10 participants, then '+N more' (SPEC 2). The host leads the list with a Host
 * badge, and the signed-in runner always sees themselves once they hold a place. Whoever manages an
 * upcoming run (`removableFrom`: its id) can take a runner off it.
 */
export function WhosGoing({
  participants,
  total,
  hostId,
  meId,
  removableFrom,
}: {
  participants: (Participant & { checkedIn?: boolean })[];
  total: number;
  hostId?: string | null;
  meId?: string;
  removableFrom?: number;
}) {
  const { t } = useTranslation('events');
  const headingId = useId();
  const rank = (p: Participant) => (p.id === hostId ? 0 : p.id === meId ? 1 : 2);
  const shown = [...participants].sort((a, b) => rank(a) - rank(b)).slice(0, LIMITS.detailParticipants);
  const rest = Math.max(0, total - shown.length);
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="mb-2 text-sm font-semibold">
        {t('events:detail.whosGoing')}
      </h2>
      {shown.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('events:detail.nobodyYet')}</p>
      ) : (
        <ul className="flex flex-wrap gap-3">
          {shown.map((p) => (
            <li key={p.id} className="flex items-center gap-2 text-sm">
              <UserAvatar
                user={{ firstName: p.firstName, email: '', profileImageUrl: p.profileImageUrl }}
                className="size-8 text-sm"
              />
              <span>{[p.firstName, p.lastName?.charAt(0)].filter(Boolean).join(' ')}</span>
              {p.id === hostId && <Badge variant="secondary">{t('events:detail.host')}</Badge>}
              {p.id === meId && p.id !== hostId && <Badge variant="outline">{t('events:detail.you')}</Badge>}
              {p.checkedIn && (
                <Badge variant="secondary" data-testid="checked-in-badge">
                  {t('events:checkIn.badge')}
                </Badge>
              )}
              {removableFrom !== undefined && p.id !== hostId && p.id !== meId && (
                <RemoveRunnerDialog eventId={removableFrom} runner={p} />
              )}
            </li>
          ))}
        </ul>
      )}
      {rest > 0 && (
        <p className="mt-2 text-sm text-muted-foreground">{t('events:detail.moreCount', { count: rest })}</p>
      )}
    </section>
  );
}
