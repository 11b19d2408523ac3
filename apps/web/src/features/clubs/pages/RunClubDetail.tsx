import { ArrowLeft, CalendarDays, Pencil, Wallet } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/use-toast';
import { useAuth } from '@/features/auth';
import { ReportButton } from '@/features/moderation';
import { useFormat } from '@/hooks/use-format';
import { usePageTitle } from '@/hooks/use-page-title';
import { ApiRequestError } from '@/lib/api-client';
import {
  ABILITY_LABELS,
  EVENT_DISTANCE_LABELS,
  optionLabel,
  optionList,
  WEEKDAY_LABELS,
} from '@/lib/option-labels';
import { useArchiveRunclub } from '../api/archive-runclub';
import { useRunclub } from '../api/get-runclub';
import { ClubChallenges } from '../components/club-challenges';
import { ClubEventForm } from '../components/club-event-form';
import { ClubEvents } from '../components/club-events';
import { ClubFacts } from '../components/club-facts';
import { ClubLogo } from '../components/club-logo';
import { ClubMembers } from '../components/club-members';
import { MembershipButton } from '../components/membership-button';
import { ClubWebsite } from '../components/club-website';
import { StravaLink } from '../components/strava-link';

// The organisers' challenge form (react-hook-form, zod) loads only for those who see it (issue 30).
const ChallengeForm = lazy(() =>
  import('../components/challenge-form').then((m) => ({ default: m.ChallengeForm })),
);

/** /runclubs/:id: about, run days, cost, members, upcoming events, Join/Leave and the organiser's tools. */
export default function RunClubDetail() {
  // moderation: the Report action's words (signed-in visitors).
  const { t } = useTranslation(['clubs', 'moderation']);
  const { isAuthenticated } = useAuth();
  const fmt = useFormat();
  const { id } = useParams();
  const clubId = /^\d+$/.test(id ?? '') ? Number(id) : null;
  const query = useRunclub(clubId);
  const archive = useArchiveRunclub();
  const navigate = useNavigate();
  const club = query.data;
  usePageTitle('clubs:detail.pageTitle', 'common:pageDescriptions.findRunClub', club?.name);
  const organiser = club?.viewerRole === 'owner' || club?.viewerRole === 'admin';

  if (
    clubId === null ||
    (query.error instanceof ApiRequestError && [400, 404].includes(query.error.status))
  ) {
    return (
      <section className="mx-auto max-w-xl px-4 py-20 text-center">
        <h1 className="text-3xl font-bold">{t('clubs:detail.notFoundTitle')}</h1>
        <p className="mt-3 text-muted-foreground">{t('clubs:detail.notFoundBody')}</p>
        <Button asChild className="mt-8">
          <Link to="/find-runclub">{t('clubs:detail.backToClubs')}</Link>
        </Button>
      </section>
    );
  }
  return (
    <article className="mx-auto max-w-4xl px-4 py-8">
      <Button asChild variant="ghost" size="sm" className="mb-4">
        <Link to="/find-runclub">
          <ArrowLeft aria-hidden="true" />
          {t('clubs:detail.backToClubs')}
        </Link>
      </Button>
      {query.isError ? (
        <p role="alert">{t('clubs:errors.tryLater')}</p>
      ) : !club ? (
        <div className="space-y-3">
          <Skeleton className="h-9 w-2/3" />
          <Skeleton className="h-40 w-full" />
        </div>
      ) : (
        <div className="space-y-8">
          <header className="flex flex-wrap items-start gap-4">
            <ClubLogo name={club.name} logoUrl={club.logoUrl} className="size-20" />
            <div className="min-w-0 flex-1 space-y-1">
              <h1 className="text-3xl font-bold tracking-tight">{club.name}</h1>
              <ClubFacts club={club} className="gap-x-4" />
            </div>
            <MembershipButton club={club} />
          </header>

          <div className="grid gap-8 md:grid-cols-[1fr_18rem]">
            <div className="space-y-8">
              <section aria-labelledby="club-about" className="space-y-2">
                <h2 id="club-about" className="text-xl font-semibold">
                  {t('clubs:detail.about')}
                </h2>
                <p className="whitespace-pre-line">{club.description || t('clubs:detail.noDescription')}</p>
                {club.comments && (
                  <p className="whitespace-pre-line text-sm text-muted-foreground">{club.comments}</p>
                )}
              </section>
              <section aria-labelledby="club-events" className="space-y-2">
                <h2 id="club-events" className="text-xl font-semibold">
                  {t('clubs:detail.upcoming')}
                </h2>
                <ClubEvents events={club.upcomingEvents} />
              </section>
              <section aria-labelledby="club-challenges" className="space-y-2">
                <h2 id="club-challenges" className="text-xl font-semibold">
                  {t('clubs:challenges.title')}
                </h2>
                <ClubChallenges club={club} />
              </section>
              <section aria-labelledby="club-members" className="space-y-2">
                <h2 id="club-members" className="text-xl font-semibold">
                  {t('clubs:detail.members')}
                </h2>
                <ClubMembers club={club} />
              </section>
            </div>
            <aside className="space-y-4">
              <dl className="space-y-3 rounded-lg border p-4 text-sm">
                <div>
                  <dt className="flex items-center gap-1 font-medium">
                    <CalendarDays aria-hidden="true" className="size-4" />
                    {t('clubs:detail.runDays')}
                  </dt>
                  <dd className="mt-1 flex flex-wrap gap-1">
                    {club.runDays.length
                      ? club.runDays.map((d) => (
                          <Badge key={d} variant="secondary">
                            {optionLabel(t, WEEKDAY_LABELS, d)}
                          </Badge>
                        ))
                      : t('clubs:detail.notSaid')}
                  </dd>
                </div>
                <div>
                  <dt className="flex items-center gap-1 font-medium">
                    <Wallet aria-hidden="true" className="size-4" />
                    {t('clubs:detail.cost')}
                  </dt>
                  <dd className="mt-1">
                    {club.annualCost === null
                      ? t('clubs:detail.notSaid')
                      : Number(club.annualCost) === 0
                        ? t('clubs:detail.free')
                        : t('clubs:detail.perYear', {
                            amount: fmt.number(Number(club.annualCost), {
                              style: 'currency',
                              currency: 'AUD',
                            }),
                          })}
                  </dd>
                </div>
                <div>
                  <dt className="font-medium">{t('clubs:detail.distances')}</dt>
                  <dd className="mt-1">
                    {optionList(t, EVENT_DISTANCE_LABELS, club.distances, t('clubs:detail.notSaid'))}
                  </dd>
                </div>
                <div>
                  <dt className="font-medium">{t('clubs:detail.abilities')}</dt>
                  <dd className="mt-1">
                    {optionList(t, ABILITY_LABELS, club.abilityLevels, t('clubs:detail.notSaid'))}
                  </dd>
                </div>
              </dl>
              {isAuthenticated && club.viewerRole !== 'owner' && (
                <ReportButton
                  targetType="club"
                  targetId={club.id}
                  label={t('moderation:report.labelClub', { name: club.name })}
                />
              )}
            </aside>
          </div>

          {organiser && (
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
              <Suspense fallback={null}>
                <ChallengeForm clubId={club.id} />
              </Suspense>
              <section aria-labelledby="club-strava" className="space-y-2">
                <h3 id="club-strava" className="font-semibold">
                  {t('clubs:strava.title')}
                </h3>
                <StravaLink clubId={club.id} />
              </section>
              <ClubWebsite clubId={club.id} />
            </section>
          )}
        </div>
      )}
    </article>
  );
}
