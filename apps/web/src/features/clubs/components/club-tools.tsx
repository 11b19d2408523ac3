import type { RunclubDetail } from '@stride/contracts';
import { Pencil } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { useArchiveRunclub } from '../api/archive-runclub';
import { ChallengeForm } from './challenge-form';
import { ClubEventForm } from './club-event-form';
import { ClubWebsite } from './club-website';
import { StravaLink } from './strava-link';

/**
 * The club's owner's and admins' tools on its page: edit, archive, post a run, set a challenge, link
 * Strava, put the runs on their website. The page loads this module (and the challenge form's zod and
 * react-hook-form) only for them (issue 30).
 */
export default function ClubTools({ club }: { club: RunclubDetail }) {
  const { t } = useTranslation('clubs');
  const archive = useArchiveRunclub();
  const navigate = useNavigate();
  return (
    <section aria-labelledby="club-tools" className="space-y-6 rounded-lg border bg-card p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="club-tools" className="text-xl font-semibold">
          {t('clubs:tools.title')}
        </h2>
        <div className="flex gap-2">
          <Button asChild variant="outline" size="sm">
            <Link to={`/runclubs/${club.id}/edit`}>
              <Pencil aria-hidden="true" />
              {t('clubs:tools.edit')}
            </Link>
          </Button>
          <Button
            variant="outline"
            size="sm"
            disabled={archive.isPending}
            onClick={() => {
              if (!window.confirm(t('clubs:tools.archiveConfirm'))) return;
              archive.mutate(club.id, {
                onSuccess: () => {
                  toast({ title: t('clubs:tools.archived') });
                  void navigate('/find-runclub');
                },
              });
            }}
          >
            {t('clubs:tools.archive')}
          </Button>
        </div>
      </div>
      <ClubEventForm club={club} />
      <ChallengeForm clubId={club.id} />
      <section aria-labelledby="club-strava" className="space-y-2">
        <h3 id="club-strava" className="font-semibold">
          {t('clubs:strava.title')}
        </h3>
        <StravaLink clubId={club.id} />
      </section>
      <ClubWebsite clubId={club.id} />
    </section>
  );
}
