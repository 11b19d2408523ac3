import type { RunclubDetail } from '@stride/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { useAuth } from '@/features/auth';
import { translateLater } from '@/lib/translate-later';
import { useJoinRunclub } from '../api/join-runclub';
import { useLeaveRunclub } from '../api/leave-runclub';

/** Join or Leave the club; a signed-out visitor is taken through the club sign-up journey. */
export function MembershipButton({ club }: { club: RunclubDetail }) {
  const { t } = useTranslation('clubs');
  const { isAuthenticated } = useAuth();
  const join = useJoinRunclub();
  const leave = useLeaveRunclub();
  if (!isAuthenticated) {
    return (
      <Button asChild>
        <Link to={`/club-signup?club=${club.id}`}>{t('clubs:membership.join')}</Link>
      </Button>
    );
  }
  if (club.viewerRole === 'owner') return null;
  if (club.viewerRole) {
    return (
      <Button
        variant="outline"
        disabled={leave.isPending}
        onClick={() =>
          leave.mutate(club.id, {
            onSuccess: () => toast({ title: t('clubs:membership.left', { name: club.name }) }),
            onError: (e) =>
              void translateLater(t, e).then((description) =>
                toast({ title: t('clubs:membership.leaveFailed'), description, variant: 'destructive' }),
              ),
          })
        }
      >
        {leave.isPending ? t('clubs:membership.leaving') : t('clubs:membership.leave')}
      </Button>
    );
  }
  return (
    <Button
      disabled={join.isPending}
      onClick={() =>
        join.mutate(club.id, {
          onSuccess: () =>
            toast({ title: t('clubs:membership.joined', { name: club.name }), variant: 'success' }),
          onError: (e) =>
            void translateLater(t, e).then((description) =>
              toast({ title: t('clubs:membership.joinFailed'), description, variant: 'destructive' }),
            ),
        })
      }
    >
      {join.isPending ? t('clubs:membership.joining') : t('clubs:membership.join')}
    </Button>
  );
}
