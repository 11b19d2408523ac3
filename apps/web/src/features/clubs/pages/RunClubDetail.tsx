import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { Later } from '@/components/later';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useAuth } from '@/features/auth';
import { ReportButton } from '@/features/moderation';
import { useIdleTurns } from '@/hooks/use-idle-turns';
import { usePageTitle } from '@/hooks/use-page-title';
import { ApiRequestError } from '@/lib/api-client';
import { clubChallengesQueryOptions } from '../api/challenges';
import { useRunclub } from '../api/get-runclub';
import { ClubChallenges } from '../components/club-challenges';
import { ClubDetails } from '../components/club-details';
import { ClubEvents } from '../components/club-events';
import { ClubFacts } from '../components/club-facts';
import { ClubLogo } from '../components/club-logo';
import { ClubMembers } from '../components/club-members';
import { MembershipButton } from '../components/membership-button';

// The organisers' tools (their forms, zod and react-hook-form, Strava, the website snippet) load only
// for those who see them (issue 30).
const ClubTools = lazy(() => import('../components/club-tools'));

/** The sections below a phone's first screen, in page order (Later, useIdleTurns). */
const LATER = ['events', 'challenges', 'members'] as const;

/** /runclubs/:id: about, run days, cost, members, upcoming events, Join/Leave and the organiser's tools. */
export default function RunClubDetail() {
  // moderation: the Report action's words (signed-in visitors).
  const { t } = useTranslation(['clubs', 'moderation']);
  const { isAuthenticated } = useAuth();
  const { id } = useParams();
  const clubId = /^\d+$/.test(id ?? '') ? Number(id) : null;
  const query = useRunclub(clubId);
  const club = query.data;
  usePageTitle('clubs:detail.pageTitle', 'common:pageDescriptions.findRunClub', club?.name);
  const organiser = club?.viewerRole === 'owner' || club?.viewerRole === 'admin';
  const turns = useIdleTurns(club ? LATER.length : 0);
  const ready = (section: (typeof LATER)[number]) => LATER.indexOf(section) < turns;

  // The challenges section renders in a later turn: ask for its list with the page.
  const queryClient = useQueryClient();
  const shownId = club?.id;
  useEffect(() => {
    if (shownId) void queryClient.prefetchQuery(clubChallengesQueryOptions(shownId));
  }, [queryClient, shownId]);

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
                <Later ready={ready('events')} reserve="min-h-24">
                  <ClubEvents events={club.upcomingEvents} />
                </Later>
              </section>
              <section aria-labelledby="club-challenges" className="space-y-2">
                <h2 id="club-challenges" className="text-xl font-semibold">
                  {t('clubs:challenges.title')}
                </h2>
                <Later ready={ready('challenges')} reserve="min-h-5">
                  <ClubChallenges club={club} />
                </Later>
              </section>
              <section aria-labelledby="club-members" className="space-y-2">
                <h2 id="club-members" className="text-xl font-semibold">
                  {t('clubs:detail.members')}
                </h2>
                <Later ready={ready('members')} reserve="min-h-14">
                  <ClubMembers club={club} />
                </Later>
              </section>
            </div>
            <aside className="space-y-4">
              <ClubDetails club={club} />
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
            <Suspense fallback={null}>
              <ClubTools club={club} />
            </Suspense>
          )}
        </div>
      )}
    </article>
  );
}
