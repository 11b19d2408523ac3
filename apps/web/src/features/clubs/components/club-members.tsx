import type { ClubRole, RunclubDetail } from '@stride/contracts';
import { CLUB_ROLES } from '@stride/contracts';
import { useTranslation } from 'react-i18next';
import { toast } from '@/components/ui/use-toast';
import { translateLater } from '@/lib/translate-later';
import { useSetMemberRole } from '../api/set-member-role';
import { ROLE_LABELS } from '../lib/labels';

/** Members (first name, last name, photo only); the owner can name admins and hand the club over. */
export function ClubMembers({ club }: { club: RunclubDetail }) {
  const { t } = useTranslation('clubs');
  const setRole = useSetMemberRole();
  const isOwner = club.viewerRole === 'owner';
  return (
    <ul className="grid gap-2 sm:grid-cols-2">
      {club.members.map((m) => {
        const name = [m.firstName, m.lastName].filter(Boolean).join(' ') || t('clubs:members.runner');
        return (
          <li key={m.id} className="flex items-center gap-3 rounded-lg border p-2">
            {m.profileImageUrl ? (
              <img src={m.profileImageUrl} alt="" className="size-9 rounded-full object-cover" />
            ) : (
              <span
                aria-hidden="true"
                className="flex size-9 items-center justify-center rounded-full bg-accent text-sm font-semibold"
              >
                {name[0]?.toUpperCase()}
              </span>
            )}
            <span className="min-w-0 flex-1 truncate text-sm">{name}</span>
            {isOwner && m.role !== 'owner' ? (
              <select
                aria-label={t('clubs:members.roleFor', { name })}
                className="h-8 rounded-md border bg-background px-1 text-xs"
                value={m.role}
                disabled={setRole.isPending}
                onChange={(e) =>
                  setRole.mutate(
                    { id: club.id, userId: m.id, role: e.target.value as ClubRole },
                    {
                      onError: (err) =>
                        void translateLater(t, err).then((description) =>
                          toast({
                            title: t('clubs:members.roleFailed'),
                            description,
                            variant: 'destructive',
                          }),
                        ),
                    },
                  )
                }
              >
                {CLUB_ROLES.map((r) => (
                  <option key={r} value={r}>
                    {t(ROLE_LABELS[r] ?? 'clubs:role.member')}
                  </option>
                ))}
              </select>
            ) : (
              <span className="text-xs text-muted-foreground">
                {t(ROLE_LABELS[m.role] ?? 'clubs:role.member')}
              </span>
            )}
          </li>
        );
      })}
    </ul>
  );
}
