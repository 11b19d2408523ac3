import type { Participant } from '@stride/contracts';
import { LIMITS } from '@stride/contracts';
import { useTranslation } from 'react-i18next';
import { UserAvatar } from '@/components/ui/user-avatar';

/** 'Who's Going': up to 10 participants, then '+N more' (SPEC 2). */
export function WhosGoing({ participants, total }: { participants: Participant[]; total: number }) {
  const { t } = useTranslation('events');
  const shown = participants.slice(0, LIMITS.detailParticipants);
  const rest = Math.max(0, total - shown.length);
  return (
    <section>
      <h2 className="mb-2 text-sm font-semibold">{t('events:detail.whosGoing')}</h2>
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
